import { isAllowedCoverUrl } from '@app/api-contract';
import type { Ebook, EbookLanguage } from '@app/db';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { FORMATS } from '../ebooks/files/formats';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const DC_NS = 'http://purl.org/dc/terms/';
export const OPDS_NS = 'http://opds-spec.org/2010/catalog';
export const OPENSEARCH_NS = 'http://a9.com/-/spec/opensearch/1.1/';

export const NAVIGATION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=navigation';
export const ACQUISITION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

export const REL = {
  acquisition: 'http://opds-spec.org/acquisition/open-access',
  image: 'http://opds-spec.org/image',
  thumbnail: 'http://opds-spec.org/image/thumbnail',
  sortNew: 'http://opds-spec.org/sort/new',
  sortPopular: 'http://opds-spec.org/sort/popular',
} as const;

/** RFC 5646 tags for dc:language. */
export const LANGUAGE_TAGS: Record<EbookLanguage, string> = {
  English: 'en',
  Tamil: 'ta',
  Sinhala: 'si',
};

export interface FeedLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

export interface FeedHead {
  /** Absolute URL of this page (also its permanent id). */
  id: string;
  title: string;
  updated: Date;
  language: string;
  author: { name: string; uri: string };
  links: FeedLink[];
}

export interface NavigationEntry {
  id: string;
  title: string;
  content: string;
  updated: Date;
  link: FeedLink;
}

function startFeed(head: FeedHead): XMLBuilder {
  // Characters XML cannot carry (stray control codes in an imported description) are dropped.
  const feed = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(
    ATOM_NS,
    'feed',
    {
      'xmlns:dc': DC_NS,
      'xmlns:opds': OPDS_NS,
      'xmlns:opensearch': OPENSEARCH_NS,
      'xml:lang': head.language,
    },
  );
  feed.ele('id').txt(head.id);
  feed.ele('title').txt(head.title);
  feed.ele('updated').txt(head.updated.toISOString());
  feed.ele('author').ele('name').txt(head.author.name).up().ele('uri').txt(head.author.uri);
  for (const link of head.links) feed.ele('link', { ...link });
  return feed;
}

/** A navigation feed: entries that lead to other feeds. */
export function navigationFeed(head: FeedHead, entries: NavigationEntry[]): string {
  const feed = startFeed(head);
  for (const entry of entries) {
    const node = feed.ele('entry');
    node.ele('title').txt(entry.title);
    node.ele('id').txt(entry.id);
    node.ele('updated').txt(entry.updated.toISOString());
    node.ele('content', { type: 'text' }).txt(entry.content);
    node.ele('link', { ...entry.link });
  }
  return feed.end({ prettyPrint: true });
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

export interface AcquisitionOptions {
  origin: string;
  /** A stable URN prefix for entry ids. */
  idPrefix: string;
  genreLabel: (genre: Ebook['genre']) => string;
  /** opensearch:totalResults (the whole list), itemsPerPage and startIndex of this page. */
  page: { size: number; startIndex: number; total: number };
}

/** An acquisition feed: one entry per e-book, each with its open-access download link. */
export function acquisitionFeed(
  head: FeedHead,
  ebooks: Ebook[],
  options: AcquisitionOptions,
): string {
  const feed = startFeed(head);
  feed.ele(OPENSEARCH_NS, 'opensearch:totalResults').txt(String(options.page.total));
  feed.ele(OPENSEARCH_NS, 'opensearch:itemsPerPage').txt(String(options.page.size));
  feed.ele(OPENSEARCH_NS, 'opensearch:startIndex').txt(String(options.page.startIndex));
  for (const ebook of ebooks) {
    const entry = feed.ele('entry');
    entry.ele('title').txt(ebook.title);
    entry.ele('id').txt(`${options.idPrefix}${ebook.id}`);
    entry.ele('updated').txt(ebook.updatedAt.toISOString());
    entry.ele('published').txt(ebook.createdAt.toISOString());
    entry.ele('author').ele('name').txt(ebook.author);
    entry.ele(DC_NS, 'dc:language').txt(LANGUAGE_TAGS[ebook.language]);
    if (ebook.publisher) entry.ele(DC_NS, 'dc:publisher').txt(ebook.publisher);
    if (ebook.publicationYear) entry.ele(DC_NS, 'dc:issued').txt(String(ebook.publicationYear));
    if (ebook.isbn) entry.ele(DC_NS, 'dc:identifier').txt(`urn:isbn:${ebook.isbn}`);
    entry.ele('category', {
      scheme: `${options.origin}/opds/genre`,
      term: ebook.genre,
      label: options.genreLabel(ebook.genre),
    });
    if (ebook.description) entry.ele('summary', { type: 'text' }).txt(ebook.description);

    // Only covers on this site or an allow-listed host are handed to e-reader apps.
    if (ebook.coverImageUrl && isAllowedCoverUrl(ebook.coverImageUrl)) {
      try {
        const cover = new URL(ebook.coverImageUrl, options.origin).href;
        const type = imageType(cover);
        const attributes = (rel: string) => ({ rel, href: cover, ...(type ? { type } : {}) });
        entry.ele('link', attributes(REL.image));
        entry.ele('link', attributes(REL.thumbnail));
      } catch {
        // A malformed cover URL is left out rather than breaking the feed.
      }
    }
    entry.ele('link', {
      rel: REL.acquisition,
      href: `${options.origin}/api/ebooks/${ebook.id}/file?download=1`,
      type: FORMATS[ebook.fileFormat].contentType.split(';')[0]!,
    });
    entry.ele('link', {
      rel: 'alternate',
      href: `${options.origin}/ebooks/${ebook.id}/read`,
      type: 'text/html',
    });
  }
  return feed.end({ prettyPrint: true });
}

/** The OpenSearch description e-reader apps read to learn how to search. */
export function openSearchDescription(options: {
  origin: string;
  shortName: string;
  description: string;
  language: string;
}): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    OPENSEARCH_NS,
    'OpenSearchDescription',
  );
  doc.ele('ShortName').txt(options.shortName);
  doc.ele('Description').txt(options.description);
  doc.ele('Language').txt(options.language);
  doc.ele('InputEncoding').txt('UTF-8');
  doc.ele('OutputEncoding').txt('UTF-8');
  doc.ele('Url', {
    type: ACQUISITION_TYPE,
    template: `${options.origin}/opds/search?q={searchTerms}`,
  });
  doc.ele('Url', {
    type: 'application/atom+xml',
    template: `${options.origin}/opds/search?q={searchTerms}`,
  });
  return doc.end({ prettyPrint: true });
}
