import { marcLanguage, marcTitleRecord } from '@app/api-contract';
import type { HarvestedTitle, HarvestedRecord } from '@app/db';
import type { XmlWriter } from '../opds/xml';
import { languageCode } from './languages';
import { setsOf } from './sets';

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** The two formats, as ListMetadataFormats describes them. */
export const FORMATS = {
  oai_dc: {
    schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
    namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  },
  marc21: {
    schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
    namespace: 'http://www.loc.gov/MARC21/slim',
  },
} as const;
export type MetadataPrefix = keyof typeof FORMATS;

const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** What a record's writing needs besides the title. */
export interface RecordContext {
  /** `oai:<host>:book/` */
  idPrefix: string;
  origin: string;
  organisation: string;
}

/** A datestamp at the repository's granularity (seconds, UTC). */
export function datestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function writeHeader(out: XmlWriter, title: HarvestedTitle, context: RecordContext) {
  out.open('header', title.deleted ? { status: 'deleted' } : undefined);
  out.leaf('identifier', `${context.idPrefix}${title.id}`);
  out.leaf('datestamp', datestamp(title.datestamp));
  for (const spec of setsOf(title)) out.leaf('setSpec', spec);
  out.close();
}

function genreWord(genre: string): string {
  return genre.charAt(0).toUpperCase() + genre.slice(1);
}

function writeDublinCore(
  out: XmlWriter,
  title: HarvestedTitle,
  record: HarvestedRecord,
  context: RecordContext,
) {
  out.open('oai_dc:dc', {
    'xmlns:oai_dc': FORMATS.oai_dc.namespace,
    'xmlns:dc': DC_NS,
    'xsi:schemaLocation': `${FORMATS.oai_dc.namespace} ${FORMATS.oai_dc.schema}`,
  });
  out.leaf('dc:title', record.title);
  out.leaf('dc:creator', record.author);
  out.leaf('dc:subject', genreWord(title.genre));
  if (record.description) out.leaf('dc:description', record.description);
  if (record.publisher) out.leaf('dc:publisher', record.publisher);
  if (record.publicationYear) out.leaf('dc:date', String(record.publicationYear));
  out.leaf('dc:type', 'Text');
  if (record.isbn) out.leaf('dc:identifier', `urn:isbn:${record.isbn}`);
  out.leaf('dc:identifier', `${context.origin}/books/${title.id}`);
  const language = marcLanguage(languageCode(title.language));
  if (language) out.leaf('dc:language', language);
  out.close();
}

function marc21(title: HarvestedTitle, record: HarvestedRecord, context: RecordContext): string {
  const element = marcTitleRecord(
    {
      controlNumber: String(title.id),
      title: record.title,
      author: record.author,
      isbn: record.isbn,
      subject: genreWord(title.genre),
      publisher: record.publisher,
      publicationYear: record.publicationYear,
      language: languageCode(title.language) ?? null,
      summary: record.description,
      createdAt: record.createdAt,
    },
    context.organisation,
    true,
  );
  element.att(XSI_NS, 'xsi:schemaLocation', `${FORMATS.marc21.namespace} ${FORMATS.marc21.schema}`);
  return element.end({ headless: true });
}

/** A `<record>`: its header, and its metadata unless it was deleted. */
export function writeRecord(
  out: XmlWriter,
  title: HarvestedTitle,
  prefix: MetadataPrefix,
  context: RecordContext,
) {
  out.open('record');
  writeHeader(out, title, context);
  if (title.record) {
    out.open('metadata');
    if (prefix === 'oai_dc') writeDublinCore(out, title, title.record, context);
    else out.raw(marc21(title, title.record, context));
    out.close();
  }
  out.close();
}
