/**
 * Member numbers (docs/decisions/0023): `M`, six digits from the member sequence, and a Luhn
 * check digit, so a number mistyped at the desk (one digit wrong, two swapped) is caught
 * before it finds the wrong person. Browser-safe (`@app/api-contract/members/number`): the desk
 * reads scans with it. No imports.
 */

const PREFIX = 'M';

/** The Luhn check digit of a string of digits. */
function luhn(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The member number of the `sequence`-th member: 1 → `M0000018`. */
export function formatMemberNumber(sequence: number): string {
  const digits = String(sequence).padStart(6, '0');
  return `${PREFIX}${digits}${luhn(digits)}`;
}

/** Text that is meant as a member number (a card scanned, a number typed), valid or not. */
export function looksLikeMemberNumber(text: string): boolean {
  return /^m[\s-]*\d[\d\s-]{6,}$/i.test(text.trim());
}

/** The number as stored (`M0000018`) from what was typed (`m 000001-8`), without checking it. */
export function cleanMemberNumber(text: string): string {
  return text.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** The stored form of a member number, or null when it is not one (or its check digit is wrong). */
export function parseMemberNumber(text: string): string | null {
  const cleaned = cleanMemberNumber(text);
  const match = /^M(\d{6,})(\d)$/.exec(cleaned);
  if (!match) return null;
  return luhn(match[1]!) === Number(match[2]) ? cleaned : null;
}
