/**
 * A count with thousands separated by commas ('15,000'), as Sri Lanka writes figures in
 * English, Sinhala and Tamil alike. Done by hand rather than with Intl.NumberFormat, whose
 * first use costs a phone a noticeable pause, on a page that shows these figures first thing.
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
