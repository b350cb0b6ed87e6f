/**
 * The head tags the server writes into the pages it sends, built as data and escaped in one
 * place: no string from the database (a title, a description) ever becomes markup.
 */

import { escapeHtml } from '@app/api-contract';

export { escapeHtml };

/**
 * JSON safe inside `<script type="application/ld+json">`: `<` is written as `\u003c`, so no
 * string can close the element (`</script>`) or open a comment; the line separators that old
 * parsers choke on are escaped too. The JSON means exactly the same.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'json-ld'; data: unknown };

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => {
      if (!/^[a-z][a-z0-9:-]*$/i.test(name)) throw new Error(`Not an attribute name: ${name}`);
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}

/** The tags as HTML, one per line. */
export function renderHead(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
        case 'link':
          return `<${tag.tag}${attributes(tag.attrs)} />`;
        case 'json-ld':
          return `<script type="application/ld+json">${jsonForScript(tag.data)}</script>`;
      }
    })
    .join('\n    ');
}

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical?: string;
  /** Keep the page out of search results (staff screens, one-person links, not found). */
  noindex?: boolean;
  /** Open Graph properties without the `og:` prefix (`title`, `image`…), in order. */
  openGraph?: [string, string][];
  /** Twitter card names without the `twitter:` prefix. */
  twitter?: [string, string][];
  /** schema.org data. */
  jsonLd?: unknown;
}

export function headTags(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: head.title },
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
  ];
  if (head.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (head.canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } });
  for (const [property, content] of head.openGraph ?? []) {
    tags.push({ tag: 'meta', attrs: { property: `og:${property}`, content } });
  }
  for (const [name, content] of head.twitter ?? []) {
    tags.push({ tag: 'meta', attrs: { name: `twitter:${name}`, content } });
  }
  if (head.jsonLd !== undefined) tags.push({ tag: 'json-ld', data: head.jsonLd });
  return tags;
}

/**
 * index.html as a template: its own `<title>` and description are taken out, and each page's
 * head goes where they were. Fails loudly at start when the built file lacks them.
 */
export function pageTemplate(indexHtml: string): (head: PageHead) => string {
  const title = /<title>[\s\S]*?<\/title>\s*/;
  const description = /<meta\s+name="description"[\s\S]*?\/?>\s*/;
  if (!title.test(indexHtml) || !description.test(indexHtml)) {
    throw new Error('index.html has no <title> or description to replace');
  }
  const [before, after] = indexHtml
    .replace(description, '')
    .replace(title, '\u0000')
    .split('\u0000');
  return (head) => `${before}${renderHead(headTags(head))}\n  ${after}`;
}
