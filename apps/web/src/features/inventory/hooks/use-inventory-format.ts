import type { Language } from '@app/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDateTime, localeFor } from '../../../lib/dates';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * The library's own three languages, by code or by name, named in our words: browsers lack
 * some (Debian's Chromium has no Sinhala names, and would say "Tamil" on a Sinhala screen).
 */
const OWN_LANGUAGES: Record<string, 'en' | 'ta' | 'si'> = {
  en: 'en',
  eng: 'en',
  english: 'en',
  ta: 'ta',
  tam: 'ta',
  tamil: 'ta',
  si: 'si',
  sin: 'si',
  sinhala: 'si',
};

/** Number, date and language-name formatting in the panel's language. */
export function useInventoryFormat(language: Language) {
  const { t } = useTranslation('inventory', { lng: language });
  return useMemo(() => {
    const locale = localeFor(language);
    const number = new Intl.NumberFormat(locale);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    return {
      dateTime: (value: Date | string | null | undefined): string | null =>
        value ? libraryDateTime(value, language) : null,
      number: (value: number): string => number.format(value),
      /**
       * Catalogues give a code ('en', 'tam'), the AI or a reviewer may give a word ('Tamil'):
       * codes become the language's name in the reader's language, anything else stays as typed.
       */
      languageName: (value: string | null | undefined): string | null => {
        if (!value) return null;
        const own = OWN_LANGUAGES[value.toLowerCase()];
        if (own) return t(`languages.${own}`);
        if (!names || !LANGUAGE_CODE.test(value)) return value;
        try {
          return names.of(value) ?? value;
        } catch {
          return value;
        }
      },
    };
  }, [language, t]);
}
