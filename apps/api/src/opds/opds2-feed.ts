import type { Ebook } from '@app/db';
import {
  coverOf,
  downloadOf,
  genreScheme,
  ID_PREFIX,
  LANGUAGE_TAGS,
  readerUrl,
  REL,
} from './common';
import type { OpdsLabels } from './labels';

/**
 * The JSON of OPDS 2.0 (https://drafts.opds.io/opds-2.0, on the Readium Web Publication
 * Manifest): feeds, publications and links, built as plain objects. Their tests check every
 * kind against the specification's own JSON schemas.
 */

export const OPDS2_TYPE = 'application/opds+json';
export const PUBLICATION_TYPE = 'application/opds-publication+json';

export interface Opds2Link {
  href: string;
  type?: string;
  rel?: string;
  title?: string;
  templated?: boolean;
  properties?: { numberOfItems?: number };
}

/** A facet group: choices that narrow the current list, the chosen one `rel: self`. */
export interface FacetGroup {
  metadata: { title: string };
  links: Opds2Link[];
}

export interface Publication {
  metadata: Record<string, unknown>;
  links: Opds2Link[];
  images?: Opds2Link[];
}

export interface FeedMetadata {
  title: string;
  modified?: string;
  numberOfItems?: number;
  itemsPerPage?: number;
  currentPage?: number;
}

export interface Feed {
  metadata: FeedMetadata;
  links: Opds2Link[];
  facets?: FacetGroup[];
  navigation?: Opds2Link[];
  publications?: Publication[];
}

/** What a publication's links and words are made with. */
export interface PublicationContext {
  origin: string;
  labels: OpdsLabels;
  url: (path: string, query?: Record<string, string>) => string;
}

/** The feed of one listing of e-books, the genre's: where a subject leads. */
export function genreFeedUrl(context: PublicationContext, genre: Ebook['genre']): string {
  return context.url('/opds2/publications', { genre });
}

export function publicationUrl(context: PublicationContext, id: number): string {
  return context.url(`/opds2/publications/${id}`);
}

/** The spec asks for no blank values in metadata: empty text and empty lists are left out. */
function withoutBlanks(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

function subjects(ebook: Ebook, context: PublicationContext) {
  const genre = {
    name: context.labels.genres[ebook.genre],
    code: ebook.genre,
    scheme: genreScheme(context.origin),
    links: [{ href: genreFeedUrl(context, ebook.genre), type: OPDS2_TYPE }],
  };
  return [genre, ...ebook.tags.map((tag) => tag.trim()).filter(Boolean)];
}

/**
 * An e-book's metadata. `published` is left out: the catalogue keeps only a year, and the
 * schema asks for a whole date (decision 0049).
 */
function publicationMetadata(ebook: Ebook, context: PublicationContext) {
  return withoutBlanks({
    '@type': 'http://schema.org/Book',
    identifier: `${ID_PREFIX}ebook:${ebook.id}`,
    altIdentifier: ebook.isbn ? [`urn:isbn:${ebook.isbn}`] : undefined,
    title: ebook.title,
    author: ebook.author,
    publisher: ebook.publisher,
    language: LANGUAGE_TAGS[ebook.language],
    modified: ebook.updatedAt.toISOString(),
    description: ebook.description,
    numberOfPages: ebook.totalPages && ebook.totalPages > 0 ? ebook.totalPages : undefined,
    subject: subjects(ebook, context),
  });
}

/** The cover, when its media type is known (the schema wants one of a few image types). */
function images(ebook: Ebook, origin: string): Pick<Publication, 'images'> {
  const cover = coverOf(ebook, origin);
  return cover?.type ? { images: [{ href: cover.href, type: cover.type }] } : {};
}

/** One e-book as an OPDS publication: its record, its own JSON, its file and its reader. */
export function publication(ebook: Ebook, context: PublicationContext): Publication {
  return {
    metadata: publicationMetadata(ebook, context),
    links: [
      { rel: 'self', href: publicationUrl(context, ebook.id), type: PUBLICATION_TYPE },
      { rel: REL.acquisition, ...downloadOf(ebook, context.origin) },
      { rel: 'alternate', href: readerUrl(ebook, context.origin), type: 'text/html' },
    ],
    ...images(ebook, context.origin),
  };
}

/** Where a page of a paged feed is. */
export interface Paging {
  page: number;
  lastPage: number;
  pageUrl: (page: number) => string;
}

/** `first`, `last` and, where there are such pages, `previous` and `next`. */
export function pagingLinks({ page, lastPage, pageUrl }: Paging): Opds2Link[] {
  const link = (rel: string, n: number) => ({ rel, href: pageUrl(n), type: OPDS2_TYPE });
  const links = [link('first', 1), link('last', lastPage)];
  // A page past the end leads back to the last one.
  if (page > 1) links.push(link('previous', Math.min(page - 1, lastPage)));
  if (page < lastPage) links.push(link('next', page + 1));
  return links;
}
