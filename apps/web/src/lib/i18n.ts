import {
  baseOptions,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@app/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

function storedLanguage(): Language {
  const value = storage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The chosen language is remembered and set on <html lang> so fonts and screen readers follow. */
i18next.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  storage.set(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
});

void i18next.use(initReactI18next).init({
  ...baseOptions,
  lng: storedLanguage(),
  initAsync: false,
  react: { useSuspense: false },
});
document.documentElement.lang = i18next.language;

export { i18next };
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
