import type { Ebook } from '@app/db';
import { coverOf, downloadOf, genreScheme, LANGUAGE_TAGS, readerUrl, REL } from './common';
import { XmlWriter } from './xml';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const DC_NS = 'http://purl.org/dc/terms/';
export const OPDS_NS = 'http://opds-spec.org/2010/catalog';
export const OPENSEARCH_NS = 'http://a9.com/-/spec/opensearch/1.1/';

export const NAVIGATION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=navigation';
export const ACQUISITION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

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

function linkAttributes(link: FeedLink) {
  return { rel: link.rel, href: link.href, type: link.type, title: link.title };
}

function startFeed(head: FeedHead): XmlWriter {
  const feed = new XmlWriter().open('feed', {
    xmlns: ATOM_NS,
    'xmlns:dc': DC_NS,
    'xmlns:opds': OPDS_NS,
    'xmlns:opensearch': OPENSEARCH_NS,
    'xml:lang': head.language,
  });
  feed.leaf('id', head.id);
  feed.leaf('title', head.title);
  feed.leaf('updated', head.updated.toISOString());
  feed.open('author').leaf('name', head.author.name).leaf('uri', head.author.uri).close();
  for (const link of head.links) feed.leaf('link', undefined, linkAttributes(link));
  return feed;
}

/** A navigation feed: entries that lead to other feeds. */
export function navigationFeed(head: FeedHead, entries: NavigationEntry[]): string {
  const feed = startFeed(head);
  for (const entry of entries) {
    feed.open('entry');
    feed.leaf('title', entry.title);
    feed.leaf('id', entry.id);
    feed.leaf('updated', entry.updated.toISOString());
    feed.leaf('content', entry.content, { type: 'text' });
    feed.leaf('link', undefined, linkAttributes(entry.link));
    feed.close();
  }
  return feed.end();
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
  feed.leaf('opensearch:totalResults', String(options.page.total));
  feed.leaf('opensearch:itemsPerPage', String(options.page.size));
  feed.leaf('opensearch:startIndex', String(options.page.startIndex));
  for (const ebook of ebooks) {
    feed.open('entry');
    feed.leaf('title', ebook.title);
    feed.leaf('id', `${options.idPrefix}${ebook.id}`);
    feed.leaf('updated', ebook.updatedAt.toISOString());
    feed.leaf('published', ebook.createdAt.toISOString());
    feed.open('author').leaf('name', ebook.author).close();
    feed.leaf('dc:language', LANGUAGE_TAGS[ebook.language]);
    if (ebook.publisher) feed.leaf('dc:publisher', ebook.publisher);
    if (ebook.publicationYear) feed.leaf('dc:issued', String(ebook.publicationYear));
    if (ebook.isbn) feed.leaf('dc:identifier', `urn:isbn:${ebook.isbn}`);
    feed.leaf('category', undefined, {
      scheme: genreScheme(options.origin),
      term: ebook.genre,
      label: options.genreLabel(ebook.genre),
    });
    if (ebook.description) feed.leaf('summary', ebook.description, { type: 'text' });

    const cover = coverOf(ebook, options.origin);
    if (cover) {
      feed.leaf('link', undefined, { rel: REL.image, ...cover });
      feed.leaf('link', undefined, { rel: REL.thumbnail, ...cover });
    }
    feed.leaf('link', undefined, { rel: REL.acquisition, ...downloadOf(ebook, options.origin) });
    feed.leaf('link', undefined, {
      rel: 'alternate',
      href: readerUrl(ebook, options.origin),
      type: 'text/html',
    });
    feed.close();
  }
  return feed.end();
}

/** The OpenSearch description e-reader apps read to learn how to search. */
export function openSearchDescription(options: {
  origin: string;
  shortName: string;
  description: string;
  language: string;
}): string {
  const doc = new XmlWriter().open('OpenSearchDescription', { xmlns: OPENSEARCH_NS });
  doc.leaf('ShortName', options.shortName);
  doc.leaf('Description', options.description);
  doc.leaf('Language', options.language);
  doc.leaf('InputEncoding', 'UTF-8');
  doc.leaf('OutputEncoding', 'UTF-8');
  for (const type of [ACQUISITION_TYPE, 'application/atom+xml']) {
    doc.leaf('Url', undefined, { type, template: `${options.origin}/opds/search?q={searchTerms}` });
  }
  return doc.end();
}
