import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../../locales/en.json';
import vi from '../../../../locales/vi.json';
import { DEFAULT_LANGUAGE } from '../../../shared/domain/constants';
import { isLanguage, readLanguage, saveLanguage } from './language';

/** Starts i18next with the stored language and keeps every later switch in localStorage. */
export async function initI18n(): Promise<typeof i18next> {
  const language = readLanguage(window.localStorage);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, vi: { translation: vi } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  i18next.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    saveLanguage(window.localStorage, next);
    document.documentElement.lang = next;
  });
  return i18next;
}
