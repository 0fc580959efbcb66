import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readLanguage, saveLanguage } from './language';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('language persistence', () => {
  it('defaults to English', () => {
    expect(readLanguage(memoryStore())).toBe('en');
    expect(readLanguage(undefined)).toBe('en');
  });

  it('reads a stored choice and ignores unknown values', () => {
    expect(readLanguage(memoryStore({ [LANGUAGE_STORAGE_KEY]: 'vi' }))).toBe('vi');
    expect(readLanguage(memoryStore({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBe('en');
  });

  it('saves the choice under lang', () => {
    const store = memoryStore();
    saveLanguage(store, 'vi');
    expect(store.data.get('lang')).toBe('vi');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readLanguage(broken)).toBe('en');
    expect(() => saveLanguage(broken, 'vi')).not.toThrow();
  });
});
