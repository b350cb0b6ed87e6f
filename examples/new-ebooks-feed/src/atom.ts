/**
 * An Atom feed (RFC 4287), written by a small element builder: every text and attribute value
 * is escaped in one place, so a title such as `Poems <new> & "old"` stays a title.
 */

export interface AtomEntry {
  /** A permanent IRI: the item's page on the site. */
  id: string;
  title: string;
  link: string;
  updated: Date;
  author?: string;
  summary?: string;
  category?: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  /** The site's page the feed is about. */
  link: string;
  /** Who publishes it (Atom wants an author for entries that name none). */
  author: string;
  updated: Date;
  entries: AtomEntry[];
}

interface Element {
  name: string;
  attributes: Record<string, string>;
  children: (Element | string)[];
}

const element = (
  name: string,
  attributes: Record<string, string> = {},
  ...children: (Element | string | undefined)[]
): Element => ({
  name,
  attributes,
  children: children.filter((child) => child !== undefined),
});

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF) are dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function escaped(text: string, quote = false): string {
  const safe = text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return quote ? safe.replaceAll('"', '&quot;') : safe;
}

function render(node: Element, indent: string): string {
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escaped(value, true)}"`)
    .join('');
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  if (node.children.every((child) => typeof child === 'string')) {
    return `${indent}<${node.name}${attributes}>${escaped(node.children.join(''))}</${node.name}>`;
  }
  const inner = node.children
    .map((child) =>
      typeof child === 'string' ? indent + '  ' + escaped(child) : render(child, indent + '  '),
    )
    .join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

function entryElement(entry: AtomEntry): Element {
  return element(
    'entry',
    {},
    element('id', {}, entry.id),
    element('title', {}, entry.title),
    element('link', { rel: 'alternate', href: entry.link }),
    element('updated', {}, entry.updated.toISOString()),
    entry.author ? element('author', {}, element('name', {}, entry.author)) : undefined,
    entry.category ? element('category', { term: entry.category }) : undefined,
    entry.summary ? element('summary', {}, entry.summary) : undefined,
  );
}

/** The feed as an XML document. */
export function atomFeed(feed: AtomFeed): string {
  const root = element(
    'feed',
    { xmlns: 'http://www.w3.org/2005/Atom' },
    element('id', {}, feed.id),
    element('title', {}, feed.title),
    element('link', { rel: 'alternate', href: feed.link }),
    element('updated', {}, feed.updated.toISOString()),
    element('author', {}, element('name', {}, feed.author)),
    ...feed.entries.map(entryElement),
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n${render(root, '')}\n`;
}
