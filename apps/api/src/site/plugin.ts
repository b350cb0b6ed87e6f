import { readFileSync } from 'node:fs';
import path from 'node:path';
import { visibleEbook } from '@app/api-contract';
import { matchPage, PAGES, type PageMatch } from '@app/api-contract/pages';
import { findEbookById, listEbookSitemapEntries, type Db, type Ebook } from '@app/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/errors';
import { sendRateLimited, type RequestRateLimiter } from '../http/rate-limit';
import type { FileStorage } from '../storage/storage';
import { createCardStore } from './card-store';
import { ebookHead } from './ebook-head';
import { pageTemplate, type PageHead } from './head';
import { notFoundHead, pageHead } from './site-head';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap';

/** Sends the web app's pages with their own head tags, and the not-found page with 404. */
export interface PageRenderer {
  send(reply: FastifyReply, head: PageHead, status?: number): FastifyReply;
  sendNotFound(reply: FastifyReply): FastifyReply;
}

/** Reads the built index.html once; fails at start when the web app is not built. */
export function createPageRenderer(webRoot: string): PageRenderer {
  const file = path.join(webRoot, 'index.html');
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The web app is not built (${file} is missing): run pnpm build.`);
  }
  const render = pageTemplate(html);
  const send = (reply: FastifyReply, head: PageHead, status = 200) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(render(head));
  return { send, sendNotFound: (reply) => send(reply, notFoundHead, 404) };
}

export interface SiteOptions {
  db: Db;
  publicOrigin: string;
  /** Present when the server serves the built web app (production). */
  pages: PageRenderer | null;
  /** Where the e-books' preview cards are kept once drawn. */
  storage: FileStorage;
  limiter: RequestRateLimiter;
}

/** A path parameter that can be an e-book id (a positive PostgreSQL integer), else null. */
function ebookIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The e-book a page names, when it is published (a withdrawn one's page is not found). */
async function publishedEbook(db: Db, value: string | undefined): Promise<Ebook | null> {
  const id = ebookIdOf(value);
  if (id === null) return null;
  const ebook = await findEbookById(db, id);
  return ebook && visibleEbook(ebook, { as: 'published' }) ? ebook : null;
}

/** Fastify's form of a page path: `$id` → `:id`. */
const routePath = (page: string) => page.replace(/\$([a-z]+)/gi, ':$1');

/**
 * What the server says about the web app's pages: each page's head (an e-book's own title,
 * description, preview card and schema.org data), 404 for a path that is no page or an e-book
 * that is not there, /sitemap.xml, /robots.txt and the e-books' generated preview cards.
 */
export const sitePlugin = fp<SiteOptions>(
  async (app: FastifyInstance, { db, publicOrigin, pages, storage, limiter }) => {
    const origin = new URL(publicOrigin).origin;

    app.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(origin)),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const ebooks = await listEbookSitemapEntries(db, SITEMAP_MAX_URLS);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(sitemapXml(origin, ebooks));
    });

    // Drawing a card takes a fraction of a second of a core: each version is drawn once and
    // kept (card-store.ts), and a client may ask for only so many a minute.
    const cards = createCardStore(storage);
    app.get<{ Params: { id: string } }>('/ebooks/:id/card.png', async (request, reply) => {
      const wait = await limiter('card', request, reply);
      if (wait > 0) return sendRateLimited(request, reply, wait);
      const ebook = await publishedEbook(db, request.params.id);
      if (!ebook) return sendError(request, reply, 404, 'NOT_FOUND');
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await cards.card(ebook));
    });

    if (!pages) return;
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0]!;
      const match: PageMatch | null = matchPage(pathname);
      if (!match) return pages.sendNotFound(reply);
      if (match.page.path === '/ebooks/$id') {
        const ebook = await publishedEbook(db, match.params.id);
        return ebook ? pages.send(reply, ebookHead(ebook, origin)) : pages.sendNotFound(reply);
      }
      return pages.send(reply, pageHead(match, origin, pathname));
    };
    const paths = new Set(PAGES.map((page) => routePath(page.path)));
    paths.add('/ebooks');
    for (const url of paths) app.get(url, answer);
  },
  { name: 'site' },
);
