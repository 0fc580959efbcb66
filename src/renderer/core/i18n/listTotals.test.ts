import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import vi from '../../../../locales/vi.json';

/** The list's total as the pagination shows it: grouped digits, and "about" for an estimate. */
describe('list totals', () => {
  it('read grouped in both languages, an estimate as such', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, vi: { translation: vi } }, lng: 'en' });
    expect(i18n.t('list.total', { count: 1_234_567 })).toBe('Total 1,234,567 items');
    expect(i18n.t('list.totalAbout', { count: 10_001 })).toBe('About 10,001 items');
    await i18n.changeLanguage('vi');
    expect(i18n.t('list.total', { count: 1 })).toBe('Tổng 1 mục');
    expect(i18n.t('list.totalAbout', { count: 1_234_567 })).toBe('Khoảng 1.234.567 mục');
  });
});
