import Sanscript from '@indic-transliteration/sanscript';
import { stripInvisible } from './normalise';

/**
 * Romanised, phonetically folded search keys, so `thirukkural` finds திருக்குறள் and
 * `yapanaya` finds යාපනය. Native-script runs are transliterated to ISO 15919 by Sanscript
 * (Tamil through its `tamil_extended` scheme, whose plain letters read k/t/p rather than the
 * Sanskrit-oriented gh/dh/bh of `tamil`); then the stored text and the query are folded the
 * same way, so the many ways people spell Tamil and Sinhala in Latin letters meet in one key.
 */

const TAMIL_RUN = /[\u0B80-\u0BFF]+/g;
const SINHALA_RUN = /[\u0D80-\u0DFF]+/g;
const NATIVE_LEFTOVER = /[\u0B80-\u0BFF\u0D80-\u0DFF]/g;

/**
 * Sinhala letters that Sanscript's Sinhala scheme (shared with Sanskrit) lacks, spelt with the
 * letters it has: æ and ǣ read as e and ē (Kelaniya for කැලණිය), the prenasalised stops as
 * nasal + stop, and f as p. Not a script table: a handful of Sinhala-to-Sinhala spellings.
 */
const SINHALA_ONLY: Record<string, string> = {
  '\u0D87': '\u0D91', // ඇ → එ
  '\u0D88': '\u0D92', // ඈ → ඒ
  '\u0DD0': '\u0DD9', // ැ → ෙ
  '\u0DD1': '\u0DDA', // ෑ → ේ
  '\u0D9F': '\u0D9E\u0DCA\u0D9C', // ඟ → ඞ්ග
  '\u0DA6': '\u0DA4\u0DCA\u0DA2', // ඦ → ඤ්ජ
  '\u0DAC': '\u0DAB\u0DCA\u0DA9', // ඬ → ණ්ඩ
  '\u0DB3': '\u0DB1\u0DCA\u0DAF', // ඳ → න්ද
  '\u0DB9': '\u0DB8\u0DCA\u0DB6', // ඹ → ම්බ
  '\u0DC6': '\u0DB4', // ෆ → ප
};

// Collection text repeats the same words endlessly; remembering them keeps bulk loads fast.
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function transliterate(run: string, scheme: 'tamil_extended' | 'sinhala'): string {
  const key = `${scheme}:${run}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let roman: string;
  if (scheme === 'sinhala') {
    const spelt = Array.from(run, (c) => SINHALA_ONLY[c] ?? c).join('');
    roman = Sanscript.t(spelt, 'sinhala', 'iso');
  } else {
    // ற்ற and ன்ற are written "tr" and "ndr" by nearly everyone (vetri, endrum, Natrinai).
    roman = Sanscript.t(run, 'tamil_extended', 'iso').replace(/ṟṟ/g, 'tr').replace(/ṉṟ/g, 'ndr');
  }
  // Signs the scheme does not know (ஃ, rare Sinhala letters) are dropped, not left as noise.
  roman = roman.replace(NATIVE_LEFTOVER, '');
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, roman);
  return roman;
}

/** Tamil and Sinhala runs in ISO 15919 Latin; every other character is left as it was. */
export function romanise(text: string): string {
  return stripInvisible(text)
    .replace(TAMIL_RUN, (run) => transliterate(run, 'tamil_extended'))
    .replace(SINHALA_RUN, (run) => transliterate(run, 'sinhala'));
}

/** Latin letters that Unicode decomposition leaves whole. */
const LATIN_LETTERS: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

const UNVOICED: Record<string, string> = {
  g: 'k',
  d: 't',
  b: 'p',
  j: 's',
  c: 's',
  z: 's',
  q: 'k',
  f: 'p',
  w: 'v',
  x: 'ks',
};

/**
 * Folds one romanised word to the key both sides are compared by. Tamil script does not mark
 * voicing or aspiration, and readers spell the same sound many ways: th/t/d, zh/l (ழ),
 * ch/s/c/j, ee/ī, oo/ū, ae/æ, aa/ā and doubled consonants. Each family becomes one letter.
 */
function foldWord(word: string): string {
  return word
    .replace(/zh/g, 'l')
    .replace(/ae/g, 'e')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([bcdfgjklmnpqrstvwxz])h/g, '$1')
    .replace(/[gdbjczqfwx]/g, (c) => UNVOICED[c] ?? c)
    .replace(/(.)\1+/g, '$1');
}

/**
 * The romanised, folded form of `text` (any mix of scripts): lower-case ASCII words separated
 * by single spaces. `searchKey('திருக்குறள்') === searchKey('Thirukkural') === 'tirukural'`.
 */
export function searchKey(text: string): string {
  const latin = romanise(text)
    .toLowerCase()
    // Sinhala anusvara (ං) is heard as n before most letters: laṁkā is Lanka, siṁhala Sinhala.
    .replace(/[ṁṃ]/g, 'n')
    .replace(/[æœßøłđðþ]/g, (c) => LATIN_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(NATIVE_LEFTOVER, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!latin) return '';
  return latin.split(' ').map(foldWord).join(' ');
}

/** The distinct words of `searchKey(text)`, in order. */
export function searchKeyWords(text: string): string[] {
  const key = searchKey(text);
  return key ? [...new Set(key.split(' '))] : [];
}
