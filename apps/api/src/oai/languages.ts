/** The books table's language names as ISO 639-1 (the MARC writer takes these). */
const CODES: Record<string, string> = { English: 'en', Tamil: 'ta', Sinhala: 'si' };

/** The language names by ISO 639-2 code, as the sets name them. */
export const LANGUAGE_BY_MARC_CODE: Record<string, string> = {
  tam: 'Tamil',
  sin: 'Sinhala',
  eng: 'English',
};

/** A title's language as ISO 639-1; undefined for a name the site does not know. */
export function languageCode(language: string): string | undefined {
  return CODES[language];
}
