import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/domain/constants';

/** localStorage key that keeps the user's choice of language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

type LanguageStore = Pick<Storage, 'getItem' | 'setItem'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, or English when nothing (valid) is stored or storage is unavailable. */
export function readLanguage(store: LanguageStore | undefined): Language {
  try {
    const stored = store?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the choice; a storage that refuses (private mode, quota) just loses it. */
export function saveLanguage(store: LanguageStore | undefined, language: Language): void {
  try {
    store?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this session only.
  }
}
