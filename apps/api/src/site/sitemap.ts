import { PAGES } from '@app/api-contract/pages';
import type { EbookSitemapEntry } from '@app/db';
import { create } from 'xmlbuilder2';
import { ebookPageUrl } from './ebook-head';

/** The sitemaps protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages' addresses as they are linked ('/ebooks/' is linked as '/ebooks'). */
export const SITEMAP_PAGES = PAGES.filter((page) => page.sitemap).map((page) =>
  page.path === '/' ? '/' : page.path.replace(/\/$/, ''),
);

/** /sitemap.xml: the public pages and every active e-book's page, with when it last changed. */
export function sitemapXml(origin: string, ebooks: EbookSitemapEntry[]): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'http://www.sitemaps.org/schemas/sitemap/0.9',
    'urlset',
  );
  for (const path of SITEMAP_PAGES) urlset.ele('url').ele('loc').txt(`${origin}${path}`);
  for (const ebook of ebooks) {
    const url = urlset.ele('url');
    url.ele('loc').txt(ebookPageUrl(origin, ebook.id));
    url.ele('lastmod').txt(ebook.updatedAt.toISOString());
  }
  return urlset.end({ prettyPrint: false });
}

/**
 * Staff screens and the one-person newsletter links are no business of a crawler. The API stays
 * open: a search engine that renders the pages fetches their data from /trpc and /api.
 */
const PRIVATE_PATHS = [
  '/admin',
  '/scanner',
  '/desk',
  '/login',
  '/account',
  '/set-password',
  '/forgot-password',
  '/newsletter/',
];

/** /robots.txt: everything public may be crawled; private paths not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    // The reader's page shows the book's file, which the e-book's own page links to.
    'Disallow: /ebooks/*/read',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
