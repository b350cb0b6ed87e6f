import type { Language } from '@app/i18n';
import { useMemo } from 'react';
import { localeFor } from '../../../lib/dates';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** Number, date and language-name formatting in the panel's language. */
export function useInventoryFormat(language: Language) {
  return useMemo(() => {
    const locale = localeFor(language);
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(locale);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    return {
      dateTime: (value: Date | string | null | undefined): string | null =>
        value ? dateTime.format(new Date(value)) : null,
      number: (value: number): string => number.format(value),
      /**
       * Catalogues give a code ('en', 'tam'), the AI or a reviewer may give a word ('Tamil'):
       * codes become the language's name in the reader's language, anything else stays as typed.
       */
      languageName: (value: string | null | undefined): string | null => {
        if (!value) return null;
        if (!names || !LANGUAGE_CODE.test(value)) return value;
        try {
          return names.of(value) ?? value;
        } catch {
          return value;
        }
      },
    };
  }, [language]);
}
