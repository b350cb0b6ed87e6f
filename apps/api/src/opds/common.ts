import { isAllowedCoverUrl, visibleEbook } from '@app/api-contract';
import { ebookFileUrl } from '@app/api-contract/ebooks/file-url';
import { EBOOK_LANGUAGES, type Ebook, type EbookLanguage } from '@app/db';
import { languageFromAcceptLanguage, type Language } from '@app/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORMATS } from '../ebooks/files/formats';
import { OPDS_LABELS, type OpdsLabels } from './labels';

/**
 * What the OPDS 1.2 feeds (/opds, Atom) and the OPDS 2.0 feeds (/opds2, JSON) share: the
 * page size, ids, the reader's language, the headers of an answer and each e-book's links.
 */

/** Entries per page (OPDS 2.0 lets a reader ask for up to `MAX_OPDS_PAGE_SIZE`). */
export const OPDS_PAGE_SIZE = 25;
export const MAX_OPDS_PAGE_SIZE = 100;
/** As deep as any list goes (`pageFields`' largest offset). */
export const MAX_OPDS_OFFSET = 1_000_000;
/** A stable URN prefix for entry and publication ids, the same in both versions. */
export const ID_PREFIX = 'urn:jaffna-public-library:';
/** Route options of every feed: public, kept until the e-books change (decision 0016). */
export const PUBLIC_FEED = {
  config: { access: 'public' as const, cacheable: true, reads: ['ebooks'] },
};

export const REL = {
  acquisition: 'http://opds-spec.org/acquisition/open-access',
  image: 'http://opds-spec.org/image',
  thumbnail: 'http://opds-spec.org/image/thumbnail',
  sortNew: 'http://opds-spec.org/sort/new',
  sortPopular: 'http://opds-spec.org/sort/popular',
} as const;

/** RFC 5646 tags (dc:language, OPDS 2.0's `language`). */
export const LANGUAGE_TAGS: Record<EbookLanguage, string> = {
  English: 'en',
  Tamil: 'ta',
  Sinhala: 'si',
};

/** An e-book language by name or tag, any case (`Tamil`, `tamil`, `ta`), or null. */
export function languageParam(raw: string): EbookLanguage | null {
  const lower = raw.toLowerCase();
  return (
    EBOOK_LANGUAGES.find(
      (language) => language.toLowerCase() === lower || LANGUAGE_TAGS[language] === lower,
    ) ?? null
  );
}

/**
 * The reader's language (Accept-Language; e-reader apps usually send none, then English) and
 * the feeds' words in it.
 */
export function feedLanguage(request: FastifyRequest): { language: Language; labels: OpdsLabels } {
  const language = languageFromAcceptLanguage(request.headers['accept-language']);
  return { language, labels: OPDS_LABELS[language] };
}

/** A feed's answer: briefly cacheable, and different per language. */
export function sendFeed(reply: FastifyReply, type: string, body: string, language: Language) {
  return reply
    .header('content-type', type)
    .header('content-language', language)
    .header('cache-control', 'public, max-age=60')
    .header('vary', 'Accept-Language')
    .send(body);
}

/** Absolute URLs on this site: `path` with `query`, in the order given. */
export function siteUrls(publicOrigin: string) {
  const origin = new URL(publicOrigin).origin;
  const url = (path: string, query: Record<string, string> = {}) => {
    const href = new URL(path, origin);
    for (const [key, value] of Object.entries(query)) href.searchParams.set(key, value);
    return href.href;
  };
  return { origin, url };
}

/**
 * The e-books of a page that a feed may link to. The lists hold published e-books; a feed's
 * entries link to their files, so they pass the files' own rule too.
 */
export function publishedOnly(ebooks: Ebook[]): Ebook[] {
  return ebooks.filter((ebook) => visibleEbook(ebook, { as: 'published' }));
}

/** The latest change among `ebooks`, or null for none. */
export function latestUpdate(ebooks: Ebook[]): Date | null {
  return ebooks.reduce<Date | null>(
    (latest, ebook) => (latest && latest >= ebook.updatedAt ? latest : ebook.updatedAt),
    null,
  );
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

function imageType(url: string): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

/**
 * An e-book's cover as e-reader apps may have it: only covers on this site or an allow-listed
 * host are handed on; a malformed URL is left out rather than breaking the feed.
 */
export function coverOf(ebook: Ebook, origin: string): { href: string; type?: string } | null {
  if (!ebook.coverImageUrl || !isAllowedCoverUrl(ebook.coverImageUrl)) return null;
  try {
    const href = new URL(ebook.coverImageUrl, origin).href;
    return { href, type: imageType(href) };
  } catch {
    return null;
  }
}

/** The e-book's file as a download (its one file, in its format's media type). */
export function downloadOf(ebook: Ebook, origin: string): { href: string; type: string } {
  return {
    href: `${origin}${ebookFileUrl(ebook.id, { download: true })}`,
    type: FORMATS[ebook.fileFormat].contentType.split(';')[0]!,
  };
}

/** The scheme of the genres' terms (an Atom category's, an OPDS 2.0 subject's). */
export function genreScheme(origin: string): string {
  return `${origin}/opds/genre`;
}

/** The site's reader for the e-book (an HTML page). */
export function readerUrl(ebook: Ebook, origin: string): string {
  return `${origin}/ebooks/${ebook.id}/read`;
}
