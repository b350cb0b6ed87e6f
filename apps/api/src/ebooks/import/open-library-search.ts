import type { EbookCatalogue, ImportCandidate } from '@app/api-contract';
import {
  EBOOK_LANGUAGE_OF_IMPORT,
  type ImportLanguage,
} from '@app/api-contract/schemas/ebooks-import';
import { z } from 'zod';
import { genreFromSubjects } from './genre';
import {
  candidatesFrom,
  DEFAULT_IMPORT_TIMEOUT_MS,
  importFailure,
  type EbookCatalogueOptions,
} from './http';
import { cleanText, getCatalogueJson } from '../../catalogues/http';

/** Open Library's language keys (MARC codes) for the import panel's choices. */
export const OPEN_LIBRARY_LANGUAGE: Record<ImportLanguage, string> = {
  en: 'eng',
  tamil: 'tam',
  sinhala: 'sin',
};

/** Results asked for: enough to choose from, small enough to answer fast. */
const LIMIT = 40;
const FIELDS = [
  'key',
  'title',
  'author_name',
  'cover_i',
  'ebook_access',
  'ia',
  'language',
  'first_publish_year',
  'subject',
].join(',');

const texts = z.array(z.string()).catch([]);
const doc = z.object({
  key: z.string(),
  title: z.string().catch(''),
  author_name: texts,
  cover_i: z.number().int().positive().optional().catch(undefined),
  /** 'public' is free to read and download; 'borrowable', 'printdisabled', 'no_ebook' are not. */
  ebook_access: z.string().optional().catch(undefined),
  ia: texts,
  language: texts,
  first_publish_year: z.number().int().optional().catch(undefined),
  subject: texts,
});
const answer = z.object({ docs: z.array(z.unknown()) });
type OpenLibraryDoc = z.infer<typeof doc>;

/** Internet Archive identifiers are letters, digits, '.', '-' and '_'. */
const IA_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The file of a public scan. Search records name the Internet Archive item (`ia`) but no file
 * formats; the item's PDF at `https://archive.org/download/{ia}/{ia}.pdf` is the documented
 * download (fixtures README) and is what the Archive derives for every public scanned book.
 * EPUBs of scans are OCR-derived and not made for every item, so none is assumed.
 */
export function archiveFile(ia: string): { fileFormat: 'PDF'; fileUrl: string } | null {
  if (!IA_IDENTIFIER.test(ia)) return null;
  const id = encodeURIComponent(ia);
  return { fileFormat: 'PDF', fileUrl: `https://archive.org/download/${id}/${id}.pdf` };
}

function toCandidate(
  record: OpenLibraryDoc,
  language: ImportLanguage,
  category: Parameters<EbookCatalogue['search']>[0]['category'],
): ImportCandidate | null {
  if (record.ebook_access !== 'public') return null;
  if (!record.language.includes(OPEN_LIBRARY_LANGUAGE[language])) return null;
  const id = /^\/works\/(OL\d+W)$/.exec(record.key)?.[1];
  const title = cleanText(record.title);
  const file = record.ia.map(archiveFile).find((f) => f !== null) ?? null;
  if (!id || !title || !file) return null;
  const { genre, category: label } = genreFromSubjects(record.subject, category);
  return {
    id,
    source: 'openlibrary',
    title: title.slice(0, 500),
    authors: record.author_name
      .map((name) => cleanText(name))
      .filter((name): name is string => name !== null),
    genre,
    ...file,
    language: EBOOK_LANGUAGE_OF_IMPORT[language],
    category: label,
    coverUrl: record.cover_i ? `https://covers.openlibrary.org/b/id/${record.cover_i}-M.jpg` : null,
    downloadCount: 0,
    description: null,
    publicationYear: record.first_publish_year ?? null,
  };
}

/**
 * Open Library's search (`GET /search.json?q=&language=&subject=&fields=…`), keeping only works
 * whose scan is public (`ebook_access: "public"`), never the borrowable ones.
 */
export function createOpenLibrarySearchCatalogue(options: EbookCatalogueOptions): EbookCatalogue {
  const { timeoutMs = DEFAULT_IMPORT_TIMEOUT_MS, fetch: fetchImpl } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    source: 'openlibrary',
    async search({ query, language, category }) {
      const params = new URLSearchParams({
        q: query,
        language: OPEN_LIBRARY_LANGUAGE[language],
        has_fulltext: 'true',
        fields: FIELDS,
        limit: String(LIMIT),
      });
      if (category) params.set('subject', category);
      const data = await getCatalogueJson(`${base}/search.json?${params}`, answer, {
        timeoutMs,
        fetch: fetchImpl,
        failWith: importFailure('openlibrary'),
      });
      return candidatesFrom(data.docs, doc, (record) => toCandidate(record, language, category));
    },
  };
}
