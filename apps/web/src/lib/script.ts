/**
 * The language tag for text by the script it is written in: Tamil, Sinhala, else English.
 * Names carry no language field, yet `lang` picks the font (Noto Sans Tamil or Sinhala) and
 * the line height their vowel signs need.
 */
export function scriptLanguage(text: string): 'ta' | 'si' | 'en' {
  if (/[\u0B80-\u0BFF]/.test(text)) return 'ta';
  if (/[\u0D80-\u0DFF]/.test(text)) return 'si';
  return 'en';
}
