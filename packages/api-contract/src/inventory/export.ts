import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { csvCell } from '../csv';
import { wallClock } from '@app/db/library-time';

const MARC_NS = 'http://www.loc.gov/MARC21/slim';

/** The fields an export carries, one row per copy. */
export interface ExportedCopy {
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

const CSV_COLUMNS: Array<keyof ExportedCopy & string> = [
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

/** Rows written per chunk of a streamed export (fewer, larger writes). */
const ROWS_PER_CHUNK = 200;

/** `text(item)` for each item, `ROWS_PER_CHUNK` items to a chunk, between `head` and `tail`. */
async function* chunks<T>(
  items: AsyncIterable<T>,
  head: string,
  text: (item: T) => string,
  tail = '',
): AsyncGenerator<string> {
  yield head;
  let chunk = '';
  let count = 0;
  for await (const item of items) {
    chunk += text(item);
    if (++count === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  yield chunk + tail;
}

/**
 * RFC 4180 CSV with a BOM, so spreadsheets open Tamil and Sinhala titles as UTF-8, formula-safe
 * (`csvCell`, decision 0021), written as the rows arrive (an export of the whole inventory never
 * holds it).
 */
export function csvChunks(copies: AsyncIterable<ExportedCopy>): AsyncGenerator<string> {
  return chunks(
    copies,
    `\uFEFF${CSV_COLUMNS.join(',')}\r\n`,
    (copy) => `${CSV_COLUMNS.map((c) => csvCell(copy[c])).join(',')}\r\n`,
  );
}

const MARC_LANGUAGES: Record<string, string> = { en: 'eng', ta: 'tam', si: 'sin' };

/** The date on the library's calendar, as MARC's 008 writes it (261124). */
function yymmdd(date: Date): string {
  const { year, month, day } = wallClock(date);
  return [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
}

/** MARC 008 (books): 40 positions; Sri Lanka is place code 'ce'. */
function field008(copy: ExportedCopy): string {
  const year = copy.publicationYear ? String(copy.publicationYear) : '    ';
  const lang = MARC_LANGUAGES[copy.language ?? ''] ?? '   ';
  const value = `${yymmdd(copy.createdAt)}${copy.publicationYear ? 's' : 'n'}${year}    ce ${' '.repeat(17)}${lang} d`;
  return value.padEnd(40, ' ').slice(0, 40);
}

type Subfields = Array<[string, string | number | null | undefined]>;

/** A datafield with its present subfields; none when every subfield is empty. */
function datafield(record: XMLBuilder, tag: string, subfields: Subfields, ind1 = ' ', ind2 = ' ') {
  const present = subfields.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (present.length === 0) return;
  const field = record.ele('datafield', { tag, ind1, ind2 });
  for (const [code, value] of present) field.ele('subfield', { code }).txt(String(value));
}

/**
 * MARCXML (MARC 21 slim) with Koha's 952 holdings field, so the file imports through Koha's
 * "Stage MARC records" with items: 952$a/$b branch, $p barcode (the SKU), $y item type. Each
 * record is built with an XML builder, never by joining strings: every value is escaped as XML
 * text, and characters XML 1.0 cannot carry are dropped rather than making the file unreadable
 * to Koha. Records are written as the rows arrive, inside the collection that declares MARC's
 * namespace.
 */
export function marcXmlChunks(
  copies: AsyncIterable<ExportedCopy>,
  organisation = 'JPL',
): AsyncGenerator<string> {
  return chunks(
    copies,
    `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARC_NS}">\n`,
    (copy) => `${marcRecord(copy, organisation)}\n`,
    '</collection>\n',
  );
}

/** One `<record>`, unprefixed: it takes the collection's default namespace. */
function marcRecord(copy: ExportedCopy, organisation: string): string {
  const lang = MARC_LANGUAGES[copy.language ?? ''];
  const record = create({ invalidCharReplacement: '' }).ele('record');
  record.ele('leader').txt('00000nam a2200000 a 4500');
  record.ele('controlfield', { tag: '001' }).txt(copy.sku);
  record.ele('controlfield', { tag: '003' }).txt(organisation);
  record.ele('controlfield', { tag: '008' }).txt(field008(copy));
  datafield(record, '020', [['a', copy.isbn]]);
  if (lang) datafield(record, '041', [['a', lang]]);
  datafield(record, '100', [['a', copy.author]]);
  // The title is always there; ind1 says whether a 100 (main entry) precedes it.
  record
    .ele('datafield', { tag: '245', ind1: copy.author ? '1' : '0', ind2: '0' })
    .ele('subfield', { code: 'a' })
    .txt(copy.title);
  datafield(record, '264', [
    ['b', copy.publisher],
    ['c', copy.publicationYear],
  ]);
  datafield(record, '650', [['a', copy.category]]);
  datafield(record, '500', [['a', copy.verificationNotes]]);
  datafield(record, '952', [
    ['a', copy.branchId],
    ['b', copy.branchId],
    ['p', copy.sku],
    ['y', 'BK'],
    ['t', copy.copyNumber],
  ]);
  return record.end({ headless: true });
}
