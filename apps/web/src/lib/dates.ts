import { LIBRARY_TIME_ZONE } from '@app/api-contract/library-time';
import type { Language } from '@app/i18n';

// Sri Lankan variants first, so dates read the way the library writes them. Browsers ship
// different locale data (Debian's Chromium has no Sinhala, nor en-LK) and would fall back to
// US English; day-month-year British English reads more naturally here.
const CANDIDATES: Record<Language, string[]> = {
  en: ['en-LK', 'en-GB'],
  si: ['si-LK', 'si', 'en-GB'],
  ta: ['ta-LK', 'ta', 'en-GB'],
};

const locales = new Map<Language, string>();
/** The best locale this browser has for `language`'s dates and numbers. */
export function localeFor(language: Language): string {
  let locale = locales.get(language);
  if (!locale) {
    locale =
      CANDIDATES[language].find(
        (candidate) => new Intl.DateTimeFormat(candidate).resolvedOptions().locale === candidate,
      ) ?? 'en-GB';
    locales.set(language, locale);
  }
  return locale;
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/**
 * A day on the library's calendar ('15 Dec 2026'): due dates are the end of a day in Jaffna,
 * so they are read there, wherever the browser is.
 */
export function libraryDay(value: Date | string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), {
      dateStyle: 'medium',
      timeZone: LIBRARY_TIME_ZONE,
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(value));
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();
function momentFormat(language: Language, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withDay}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), {
      ...(withDay ? { dateStyle: 'medium' } : {}),
      timeStyle: 'short',
      // Staff read the same clock on every screen: a 24-hour one, the library's.
      hourCycle: 'h23',
      timeZone: LIBRARY_TIME_ZONE,
    });
    momentFormats.set(key, format);
  }
  return format;
}

/**
 * A moment on the library's clock ('26 Nov 2026, 12:30'): a scan, a change, a copy scanned.
 * Every staff screen shows the same time for it, wherever the device thinks it is.
 */
export function libraryDateTime(value: Date | string, language: Language): string {
  return momentFormat(language, true).format(new Date(value));
}

/** The time of day on the library's clock ('12:30'), for what happened today at the desk. */
export function libraryTime(value: Date | string, language: Language): string {
  return momentFormat(language, false).format(new Date(value));
}
