/**
 * Text as the search compares it. The same function prepares what is stored and what is
 * asked, so a Tamil or Sinhala word matches however the reader's keyboard produced it.
 */

/**
 * Characters that change how a word is drawn or broken, never what it says: soft hyphen,
 * zero-width space, zero-width non-joiner and joiner (Sinhala conjuncts such as ශ්‍රී are
 * typed with or without a ZWJ), word joiner and the byte-order mark.
 */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** NFC (so a vowel sign typed in two parts equals the composed one) without invisible marks. */
export function stripInvisible(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '');
}

/**
 * Lower-cased words separated by single spaces: letters, combining marks (Tamil and Sinhala
 * vowel signs, virama) and digits only. Punctuation of any script becomes a word break, so
 * PostgreSQL's parser (which in the C locale counts every non-ASCII character as a letter)
 * sees the same words that JavaScript does.
 */
export function normaliseSearchText(text: string): string {
  return stripInvisible(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of `text` after normalisation, in order. */
export function searchWords(text: string): string[] {
  const normalised = normaliseSearchText(text);
  return normalised ? [...new Set(normalised.split(' '))] : [];
}
