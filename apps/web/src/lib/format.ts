/*
 * Figures on the public pages, formatted by hand rather than with Intl.NumberFormat: the first
 * Intl.NumberFormat a page builds costs about 40 ms on a laptop (ICU's number formatting
 * starting up), some 160 ms on a cheap phone, in the middle of the page's first render. The
 * tests hold these to what Intl.NumberFormat says in English, Sinhala and Tamil.
 */

/**
 * A count with thousands separated by commas ('15,000'), as Sri Lanka writes figures in
 * English, Sinhala and Tamil alike. (ICU's Tamil groups by lakhs, '1,50,000', as India does.)
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A rating out of 5 with one decimal ('4.5', '4.0'), half rounded up. English, Sinhala and
 * Tamil all write the decimal point as '.' with western digits.
 */
export function formatRating(value: number): string {
  const rating = Number.isFinite(value) ? value : 0;
  return (Math.round(rating * 10) / 10).toFixed(1);
}
