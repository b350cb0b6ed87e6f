import { z } from 'zod';
import { cleanText, getCatalogueJson, toHttps } from '../../catalogues/http';
import {
  lookupFailure,
  yearFrom,
  type CatalogueClient,
  type CatalogueClientOptions,
  type IsbnRecord,
} from './open-library';

const text = z.string().optional().catch(undefined);
const texts = z.array(z.string()).optional().catch(undefined);

// Lenient on purpose: one odd optional field must not cost the whole record.
const volumeInfo = z.object({
  title: text,
  subtitle: text,
  authors: texts,
  publisher: text,
  publishedDate: text,
  description: text,
  categories: texts,
  pageCount: z.number().int().positive().optional().catch(undefined),
  language: text,
  infoLink: text,
  canonicalVolumeLink: text,
  industryIdentifiers: z
    .array(
      z.object({ type: z.string(), identifier: z.string() }).catch({ type: '', identifier: '' }),
    )
    .optional()
    .catch(undefined),
  imageLinks: z.object({ thumbnail: text, smallThumbnail: text }).optional().catch(undefined),
});
type VolumeInfo = z.infer<typeof volumeInfo>;

const answer = z.object({
  // An unknown ISBN has no `items` key at all.
  items: z.array(z.object({ volumeInfo: volumeInfo.optional().catch(undefined) })).optional(),
});

// "Editura" and its kin mean "publishing house"; a title segment after ' - ' that starts with
// one is the publisher's name, not part of the title (e.g. 'Dune - Editura Nemira').
const PUBLISHER_SUFFIX = /\s+[-–—]\s+(Editura|Editions|Éditions|Ediciones|Edizioni|Editora)\s.*$/iu;

/** Google's title without a trailing ' - Editura …' publisher tag, whitespace tidied. */
export function cleanGoogleTitle(title: string): string {
  const tidy = cleanText(title) ?? '';
  return tidy.replace(PUBLISHER_SUFFIX, '').trim() || tidy;
}

/** The thumbnail over https, without the page-curl effect Google paints on by default. */
export function googleCoverUrl(link: string | null | undefined): string | null {
  const https = toHttps(link);
  if (!https) return null;
  const url = new URL(https);
  url.searchParams.delete('edge');
  return url.toString();
}

/** Two-letter ISO 639-1 codes only ('en', 'pt-BR' → 'pt'); Google says 'un' when unsure. */
function languageOf(code: string | undefined): string | null {
  const primary = code?.toLowerCase().split('-')[0];
  return primary && /^[a-z]{2}$/.test(primary) && primary !== 'un' ? primary : null;
}

const hasIsbn = (info: VolumeInfo, isbn13: string): boolean =>
  (info.industryIdentifiers ?? []).some(
    (id) => id.type === 'ISBN_13' && id.identifier.replace(/[-\s]/g, '') === isbn13,
  );

/**
 * Google Books (`/books/v1/volumes?q=isbn:…`). Several volumes can come back for one ISBN; the
 * one listing that ISBN wins, else the first. An answer without `items` resolves null.
 */
export function createGoogleBooksClient(
  options: CatalogueClientOptions & { apiKey?: string },
): CatalogueClient {
  const { timeoutMs = 4000, fetch: fetchImpl, apiKey } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'googlebooks',
    async lookup(isbn13) {
      const key = apiKey ? `&key=${encodeURIComponent(apiKey)}` : '';
      const url = `${base}/books/v1/volumes?q=isbn:${encodeURIComponent(isbn13)}${key}`;
      const data = await getCatalogueJson(url, answer, {
        timeoutMs,
        fetch: fetchImpl,
        failWith: lookupFailure('googlebooks'),
      });
      const volumes = (data.items ?? [])
        .map((item) => item.volumeInfo)
        .filter((info): info is VolumeInfo => Boolean(cleanText(info?.title)));
      const info = volumes.find((v) => hasIsbn(v, isbn13)) ?? volumes[0];
      if (!info?.title) return null;
      const record: IsbnRecord = {
        source: 'googlebooks',
        title: cleanGoogleTitle(info.title),
        subtitle: cleanText(info.subtitle),
        authors: (info.authors ?? []).map((a) => cleanText(a)).filter((a) => a !== null),
        publisher: cleanText(info.publisher),
        publicationYear: yearFrom(info.publishedDate),
        language: languageOf(info.language),
        description: cleanText(info.description),
        subjects: (info.categories ?? []).map((c) => cleanText(c)).filter((c) => c !== null),
        pageCount: info.pageCount ?? null,
        coverUrl: googleCoverUrl(info.imageLinks?.thumbnail ?? info.imageLinks?.smallThumbnail),
        infoUrl: toHttps(info.infoLink ?? info.canonicalVolumeLink),
      };
      return record;
    },
  };
}
