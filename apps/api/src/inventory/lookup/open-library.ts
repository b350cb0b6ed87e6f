import type { Services } from '@app/api-contract';
import { z } from 'zod';
import { cleanText, getCatalogueJson, toHttps, type CatalogueFailure } from '../../catalogues/http';

// The package index exports only `Services`; these name the parts of it the clients implement.
/** One online catalogue, as `Services.catalogues` holds them. */
export type CatalogueClient = Services['catalogues'][number];
/** What a catalogue knows about an ISBN, normalised. */
export type IsbnRecord = NonNullable<Awaited<ReturnType<CatalogueClient['lookup']>>>;

/** How a catalogue client is made; `fetch` is injectable for tests, the global one otherwise. */
export interface CatalogueClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * How a look-up words a catalogue's failure: `source: what went wrong`, because the caller
 * keeps the message as the reason the look-up failed.
 */
export function lookupFailure(source: IsbnRecord['source']) {
  return (_failure: CatalogueFailure, message: string, cause: unknown) =>
    new Error(`${source}: ${message}`, { cause });
}

/** The first plausible 4-digit year in free text ('September 2006', 'c1998', '2019-11'). */
export function yearFrom(text: string | null | undefined): number | null {
  const match = text?.match(/(?<!\d)(1\d|20)\d{2}(?!\d)/);
  return match ? Number(match[0]) : null;
}

// MARC (ISO 639-2/B) codes as Open Library keys them, for the languages a reviewer will meet;
// anything else stays unknown rather than guessed.
const ISO_639_1 = new Map(
  (
    'eng:en tam:ta sin:si hin:hi mal:ml tel:te kan:kn ben:bn urd:ur mar:mr guj:gu pan:pa ' +
    'nep:ne fre:fr ger:de spa:es ita:it por:pt dut:nl rus:ru chi:zh jpn:ja kor:ko ara:ar ' +
    'per:fa heb:he gre:el lat:la rum:ro pol:pl swe:sv dan:da nor:no fin:fi tur:tr ind:id ' +
    'may:ms tha:th vie:vi ukr:uk'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** '/languages/eng' or 'tam' → 'en' / 'ta'; null for codes without a 639-1 equivalent. */
export function languageFromMarc(key: string | null | undefined): string | null {
  const code = key?.split('/').pop()?.toLowerCase();
  return (code && ISO_639_1.get(code)) || null;
}

// Lenient on purpose: one odd optional field must not cost the whole record.
const named = z.array(z.object({ name: z.string().optional() }).catch({})).catch([]);
const text = z.string().optional().catch(undefined);
const textOrValue = z
  .union([z.string(), z.object({ value: z.string() })])
  .optional()
  .catch(undefined);

const edition = z.object({
  title: z.string().trim().min(1),
  subtitle: text,
  url: text,
  key: text,
  authors: named,
  publishers: named,
  subjects: named,
  publish_date: text,
  number_of_pages: z.number().int().positive().optional().catch(undefined),
  cover: z.object({ small: text, medium: text, large: text }).optional().catch(undefined),
  languages: z
    .array(z.union([z.string(), z.object({ key: z.string() })]))
    .optional()
    .catch(undefined),
  description: textOrValue,
});
const answer = z.record(z.string(), edition);

const names = (list: { name?: string }[]): string[] =>
  list.map((item) => cleanText(item.name)).filter((name): name is string => name !== null);

/**
 * Open Library's Books API (`/api/books?bibkeys=ISBN:…&format=json&jscmd=data`). An unknown
 * ISBN is an empty object, which resolves null.
 */
export function createOpenLibraryClient(options: CatalogueClientOptions): CatalogueClient {
  const { timeoutMs = 4000, fetch: fetchImpl } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'openlibrary',
    async lookup(isbn13) {
      const bibkey = `ISBN:${isbn13}`;
      // The colon stays literal: that is the documented form, and what the fake records.
      const url = `${base}/api/books?bibkeys=ISBN:${encodeURIComponent(isbn13)}&format=json&jscmd=data`;
      const data = await getCatalogueJson(url, answer, {
        timeoutMs,
        fetch: fetchImpl,
        failWith: lookupFailure('openlibrary'),
      });
      const book = data[bibkey] ?? Object.values(data)[0];
      if (!book) return null;
      const language = book.languages?.[0];
      const cover = book.cover;
      const description = book.description;
      return {
        source: 'openlibrary',
        title: cleanText(book.title) ?? book.title.trim(),
        subtitle: cleanText(book.subtitle),
        authors: names(book.authors),
        publisher: names(book.publishers)[0] ?? null,
        publicationYear: yearFrom(book.publish_date),
        language: languageFromMarc(typeof language === 'string' ? language : language?.key),
        description: cleanText(typeof description === 'string' ? description : description?.value),
        subjects: names(book.subjects),
        pageCount: book.number_of_pages ?? null,
        coverUrl: toHttps(cover?.medium ?? cover?.large ?? cover?.small),
        infoUrl: toHttps(book.url ?? (book.key ? `https://openlibrary.org${book.key}` : null)),
      };
    },
  };
}
