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

/** MARC's (and ISO 639-2's) code for an ISO 639-1 language code; undefined when unknown. */
export function marcLanguage(code: string | null | undefined): string | undefined {
  return MARC_LANGUAGES[code ?? ''];
}

/** The date on the library's calendar, as MARC's 008 writes it (261124). */
function yymmdd(date: Date): string {
  const { year, month, day } = wallClock(date);
  return [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
}

/** The bibliographic fields of one record: a copy's (the export) or a title's (OAI-PMH). */
export interface MarcTitle {
  /** 001: the copy's SKU, or the title's own number. */
  controlNumber: string;
  title: string;
  author: string | null;
  isbn: string | null;
  subject: string | null;
  publisher: string | null;
  publicationYear: number | null;
  /** ISO 639-1 ('ta', 'si', 'en'). */
  language: string | null;
  /** 520 summary. */
  summary?: string | null;
  /** 500 general note. */
  note?: string | null;
  /** When the record was made (008/00-05). */
  createdAt: Date;
}

/** MARC 008 (books): 40 positions; Sri Lanka is place code 'ce'. */
function field008(title: MarcTitle): string {
  const year = title.publicationYear ? String(title.publicationYear) : '    ';
  const lang = marcLanguage(title.language) ?? '   ';
  const value = `${yymmdd(title.createdAt)}${title.publicationYear ? 's' : 'n'}${year}    ce ${' '.repeat(17)}${lang} d`;
  return value.padEnd(40, ' ').slice(0, 40);
}
/**
 * `value` for xmlbuilder2's `txt()`. The builder leaves an `&` that looks like an entity as it
 * is (`&amp;` stays `&amp;`, `AT&T;` stays `AT&T;`): a title holding one would read back
 * changed, or not at all. Every `&` is escaped here, so the builder leaves them all.
 */
function text(value: string | number): string {
  return String(value).replaceAll('&', '&amp;');
}

type Subfields = Array<[string, string | number | null | undefined]>;

/** A datafield with its present subfields; none when every subfield is empty. */
function datafield(record: XMLBuilder, tag: string, subfields: Subfields, ind1 = ' ', ind2 = ' ') {
  const present = subfields.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (present.length === 0) return;
  const field = record.ele('datafield', { tag, ind1, ind2 });
  for (const [code, value] of present) field.ele('subfield', { code }).txt(text(value!));
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

/**
 * A title's bibliographic `<record>` as a tree, to which a caller may add fields (the export's
 * 952). With `namespace`, the record declares MARC's namespace itself (a record on its own, as
 * OAI-PMH carries it); without, it takes its collection's default namespace.
 */
export function marcTitleRecord(title: MarcTitle, organisation: string, namespace = false) {
  const lang = marcLanguage(title.language);
  const root = create({ invalidCharReplacement: '' });
  const record = namespace ? root.ele(MARC_NS, 'record') : root.ele('record');
  record.ele('leader').txt('00000nam a2200000 a 4500');
  record.ele('controlfield', { tag: '001' }).txt(text(title.controlNumber));
  record.ele('controlfield', { tag: '003' }).txt(text(organisation));
  record.ele('controlfield', { tag: '008' }).txt(field008(title));
  datafield(record, '020', [['a', title.isbn]]);
  if (lang) datafield(record, '041', [['a', lang]]);
  datafield(record, '100', [['a', title.author]]);
  // The title is always there; ind1 says whether a 100 (main entry) precedes it.
  record
    .ele('datafield', { tag: '245', ind1: title.author ? '1' : '0', ind2: '0' })
    .ele('subfield', { code: 'a' })
    .txt(text(title.title));
  datafield(record, '264', [
    ['b', title.publisher],
    ['c', title.publicationYear],
  ]);
  datafield(record, '500', [['a', title.note]]);
  datafield(record, '520', [['a', title.summary]]);
  datafield(record, '650', [['a', title.subject]]);
  return record;
}

/** One copy's `<record>`, unprefixed: it takes the collection's default namespace. */
function marcRecord(copy: ExportedCopy, organisation: string): string {
  const record = marcTitleRecord(
    {
      controlNumber: copy.sku,
      title: copy.title,
      author: copy.author,
      isbn: copy.isbn,
      subject: copy.category,
      publisher: copy.publisher,
      publicationYear: copy.publicationYear,
      language: copy.language,
      note: copy.verificationNotes,
      createdAt: copy.createdAt,
    },
    organisation,
  );
  datafield(record, '952', [
    ['a', copy.branchId],
    ['b', copy.branchId],
    ['p', copy.sku],
    ['y', 'BK'],
    ['t', copy.copyNumber],
  ]);
  return record.end({ headless: true });
}
