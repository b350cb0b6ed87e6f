import { isAllowedEbookUrl, type EbookCatalogue, type ImportCandidate } from '@app/api-contract';
import {
  EBOOK_LANGUAGE_OF_IMPORT,
  type ImportLanguage,
} from '@app/api-contract/schemas/ebooks-import';
import type { EbookFormat } from '@app/db/constants';
import { z } from 'zod';
import { genreFromSubjects } from './genre';
import {
  candidatesFrom,
  DEFAULT_IMPORT_TIMEOUT_MS,
  importFailure,
  type EbookCatalogueOptions,
} from './http';
import { cleanText, getCatalogueJson, toHttps } from '../../catalogues/http';

/** Gutendex's language codes (ISO 639-1) for the import panel's choices. */
export const GUTENDEX_LANGUAGE: Record<ImportLanguage, string> = {
  en: 'en',
  tamil: 'ta',
  sinhala: 'si',
};

// Lenient where Gutendex varies, so one odd record costs only itself.
const text = z.string().optional().catch(undefined);
const texts = z.array(z.string()).catch([]);
const book = z.object({
  id: z.number().int().positive(),
  title: z.string().catch(''),
  authors: z.array(z.object({ name: z.string().catch('') }).catch({ name: '' })).catch([]),
  summaries: texts.optional(),
  subjects: texts,
  bookshelves: texts,
  languages: texts,
  /** true, false or null (unknown): only false is free to import. */
  copyright: z.boolean().nullable().catch(null),
  media_type: text,
  formats: z.record(z.string(), z.string()).catch({}),
  download_count: z.number().int().nonnegative().catch(0),
});
const page = z.object({ results: z.array(z.unknown()) });
type GutendexBook = z.infer<typeof book>;

const isGutenbergHost = (url: string) => {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'gutenberg.org' || host.endsWith('.gutenberg.org');
};

/**
 * The file to import, taken only from the record's own `formats` (keys vary: `text/plain;
 * charset=utf-8`, `…us-ascii`, so they match by prefix): EPUB first, then PDF, then plain text.
 * Zipped files are skipped (a reader cannot open them), as is anything off the allow-list.
 */
export function pickGutenbergFile(
  formats: Record<string, string>,
): { fileFormat: EbookFormat; fileUrl: string } | null {
  const preference: [string, EbookFormat][] = [
    ['application/epub+zip', 'EPUB'],
    ['application/pdf', 'PDF'],
    ['text/plain', 'TXT'],
  ];
  for (const [mime, fileFormat] of preference) {
    for (const [key, url] of Object.entries(formats)) {
      if (key.split(';')[0]!.trim().toLowerCase() !== mime) continue;
      const fileUrl = toHttps(url);
      if (!fileUrl || /\.zip$/i.test(new URL(fileUrl).pathname)) continue;
      if (isAllowedEbookUrl(fileUrl) && isGutenbergHost(fileUrl)) return { fileFormat, fileUrl };
    }
  }
  return null;
}

/** 'Shelley, Mary Wollstonecraft' → 'Mary Wollstonecraft Shelley' (Gutenberg files surname first). */
export function readableName(name: string): string | null {
  const cleaned = cleanText(name);
  if (!cleaned) return null;
  const parts = cleaned.split(', ');
  if (parts.length !== 2) return cleaned;
  // 'Dickens, Charles' flips; 'Smith, John, Jr.' and 'Anonymous' stay as filed.
  return `${parts[1]} ${parts[0]}`;
}

function toCandidate(
  record: GutendexBook,
  language: ImportLanguage,
  category: Parameters<EbookCatalogue['search']>[0]['category'],
): ImportCandidate | null {
  if (record.copyright !== false) return null;
  if (record.media_type && record.media_type !== 'Text') return null;
  if (!record.languages.includes(GUTENDEX_LANGUAGE[language])) return null;
  const title = cleanText(record.title);
  const file = pickGutenbergFile(record.formats);
  if (!title || !file) return null;
  const cover = toHttps(record.formats['image/jpeg']);
  const { genre, category: label } = genreFromSubjects(
    [...record.subjects, ...record.bookshelves],
    category,
  );
  return {
    id: String(record.id),
    source: 'gutenberg',
    title: title.slice(0, 500),
    authors: record.authors
      .map((author) => readableName(author.name))
      .filter((name): name is string => name !== null),
    genre,
    ...file,
    language: EBOOK_LANGUAGE_OF_IMPORT[language],
    category: label,
    coverUrl: cover && isAllowedEbookUrl(cover) ? cover : null,
    downloadCount: record.download_count,
    description: cleanText(record.summaries?.[0])?.slice(0, 5000) ?? null,
    publicationYear: null,
  };
}

/**
 * Gutendex (the JSON face of Project Gutenberg): `GET /books/?search=&languages=&topic=&
 * copyright=false`. The first page (up to 32 books, most downloaded first) is plenty to choose
 * from; the filter on `copyright` is applied here again in case the service ignores it.
 */
export function createGutendexCatalogue(options: EbookCatalogueOptions): EbookCatalogue {
  const { timeoutMs = DEFAULT_IMPORT_TIMEOUT_MS, fetch: fetchImpl } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    source: 'gutenberg',
    async search({ query, language, category }) {
      const params = new URLSearchParams({
        search: query,
        languages: GUTENDEX_LANGUAGE[language],
        copyright: 'false',
      });
      if (category) params.set('topic', category);
      const data = await getCatalogueJson(`${base}/books/?${params}`, page, {
        timeoutMs,
        fetch: fetchImpl,
        failWith: importFailure('gutenberg'),
      });
      return candidatesFrom(data.results, book, (record) =>
        toCandidate(record, language, category),
      );
    },
  };
}
