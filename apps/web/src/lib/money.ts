import type { Language } from '@app/i18n';
import { localeFor } from './dates';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * Whole rupees as the reader's locale writes Sri Lankan money ('රු.80' in Sinhala, 'Rs 80' in
 * Sri Lankan English; browsers without that locale write 'LKR 80'). Fines are whole rupees,
 * so no cents are shown.
 */
export function formatRupees(amount: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language), {
      style: 'currency',
      currency: 'LKR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(language, format);
  }
  return format.format(amount);
}
