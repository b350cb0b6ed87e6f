import ISBN from 'isbn3';

export type IsbnCheck =
  | { ok: true; isbn13: string; isbn10: string | null; hyphenated: string | null }
  | {
      ok: false;
      code: 'ISBN_REQUIRED' | 'ISBN_INVALID_LENGTH' | 'ISBN_BAD_CHECKSUM' | 'ISBN_NOT_A_BOOK';
      cleaned: string;
    };

/** What the scanner sends: hyphens and any whitespace removed (spec §5), X upper-cased. */
export function cleanIsbn(raw: string): string {
  return raw.replace(/[\s\u00ad\u2010-\u2015-]/g, '').toUpperCase();
}

/** ISBN-13 check digit; only for numbers in ranges isbn3's table does not know yet. */
function checksumHolds(digits: string): boolean {
  if (digits.length === 13) {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }
  const sum = [...digits].reduce((acc, d, i) => acc + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
  return sum % 11 === 0;
}

/**
 * Validates an ISBN-10 or ISBN-13 (checksum included) and gives its ISBN-13, which is how the
 * inventory stores every ISBN. isbn3 knows the agency ranges; a number with a correct check
 * digit in a range published after isbn3's table is still accepted, without hyphenation.
 */
export function checkIsbn(raw: string): IsbnCheck {
  const cleaned = cleanIsbn(raw);
  if (cleaned === '') return { ok: false, code: 'ISBN_REQUIRED', cleaned };
  if (!/^(\d{9}[\dX]|\d{13})$/.test(cleaned)) {
    return { ok: false, code: 'ISBN_INVALID_LENGTH', cleaned };
  }
  // Other EAN-13s (a pen, a CD) are product barcodes, not books.
  if (cleaned.length === 13 && !/^97[89]/.test(cleaned)) {
    return { ok: false, code: 'ISBN_NOT_A_BOOK', cleaned };
  }
  const parsed = ISBN.parse(cleaned);
  if (parsed) {
    return {
      ok: true,
      isbn13: parsed.isbn13,
      isbn10: parsed.isbn10 ?? null,
      hyphenated: parsed.isbn13h,
    };
  }
  if (!checksumHolds(cleaned)) return { ok: false, code: 'ISBN_BAD_CHECKSUM', cleaned };
  const isbn13 = cleaned.length === 13 ? cleaned : ISBN.asIsbn13(cleaned);
  if (!isbn13) return { ok: false, code: 'ISBN_BAD_CHECKSUM', cleaned };
  return { ok: true, isbn13, isbn10: cleaned.length === 10 ? cleaned : null, hyphenated: null };
}
