import { wallClock } from '../library-time';

/** The fields an export carries, one row per copy. */
export interface ExportItem {
  sku: string;
  title: string;
  author: string | null;
  isbn: string | null;
  category: string | null;
  publisher: string | null;
  publicationYear: number | null;
  language: string | null;
  status: string;
  branchId: string;
  copyNumber: number | null;
  sourceMethod: string;
  createdAt: Date;
  verifiedAt: Date | null;
  verificationNotes: string | null;
}

const CSV_COLUMNS: Array<keyof ExportItem> = [
  'sku',
  'title',
  'author',
  'isbn',
  'category',
  'publisher',
  'publicationYear',
  'language',
  'status',
  'branchId',
  'copyNumber',
  'sourceMethod',
  'createdAt',
  'verifiedAt',
  'verificationNotes',
];

function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  // A cell starting with = + - @ is a formula to a spreadsheet: keep it text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV with a BOM, so spreadsheets open Tamil and Sinhala text as UTF-8; the columns
 * named in the header row, in order (any export: copies, newsletter subscribers).
 */
export function csvTable<T>(columns: readonly (keyof T & string)[], items: readonly T[]): string {
  const lines = [columns.join(',')];
  for (const item of items) lines.push(columns.map((c) => csvCell(item[c])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function toCsv(items: ExportItem[]): string {
  return csvTable(CSV_COLUMNS, items);
}

// Characters XML 1.0 forbids would make the whole file unreadable to Koha.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replace(XML_FORBIDDEN, '');
}

const MARC_LANGUAGES: Record<string, string> = { en: 'eng', ta: 'tam', si: 'sin' };

function field(tag: string, subfields: Array<[string, string | number | null | undefined]>) {
  const present = subfields.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (present.length === 0) return '';
  const inner = present
    .map(([code, v]) => `<subfield code="${code}">${xml(String(v))}</subfield>`)
    .join('');
  return `<datafield tag="${tag}" ind1=" " ind2=" ">${inner}</datafield>`;
}

/** The date on the library's calendar, as MARC's 008 writes it (261124). */
function yymmdd(date: Date): string {
  const { year, month, day } = wallClock(date);
  return [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
}

/** MARC 008 (books): 40 positions; Sri Lanka is place code 'ce'. */
function field008(item: ExportItem): string {
  const year = item.publicationYear ? String(item.publicationYear) : '    ';
  const lang = MARC_LANGUAGES[item.language ?? ''] ?? '   ';
  const value = `${yymmdd(item.createdAt)}${item.publicationYear ? 's' : 'n'}${year}    ce ${' '.repeat(17)}${lang} d`;
  return value.padEnd(40, ' ').slice(0, 40);
}

/**
 * MARCXML (MARC 21 slim) with Koha's 952 holdings field, so the file imports through Koha's
 * "Stage MARC records" with items: 952$a/$b branch, $p barcode (the SKU), $y item type.
 */
export function toMarcXml(items: ExportItem[], organisation = 'JPL'): string {
  const records = items.map((item) => {
    const lang = MARC_LANGUAGES[item.language ?? ''];
    const fields = [
      `<leader>00000nam a2200000 a 4500</leader>`,
      `<controlfield tag="001">${xml(item.sku)}</controlfield>`,
      `<controlfield tag="003">${xml(organisation)}</controlfield>`,
      `<controlfield tag="008">${xml(field008(item))}</controlfield>`,
      field('020', [['a', item.isbn]]),
      lang ? field('041', [['a', lang]]) : '',
      field('100', [['a', item.author]]),
      `<datafield tag="245" ind1="${item.author ? '1' : '0'}" ind2="0"><subfield code="a">${xml(item.title)}</subfield></datafield>`,
      field('264', [
        ['b', item.publisher],
        ['c', item.publicationYear],
      ]),
      field('650', [['a', item.category]]),
      field('500', [['a', item.verificationNotes]]),
      field('952', [
        ['a', item.branchId],
        ['b', item.branchId],
        ['p', item.sku],
        ['y', 'BK'],
        ['t', item.copyNumber],
      ]),
    ];
    return `<record>${fields.filter(Boolean).join('')}</record>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${records.join('\n')}\n</collection>\n`;
}
