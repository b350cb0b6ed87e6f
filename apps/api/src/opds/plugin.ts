import {
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  listEbooks,
  listPopularEbooks,
  listRecentEbooks,
  searchEbooks,
  type Ebook,
  type EbookGenre,
  type EbookPage,
  type ListPage,
} from '@app/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContextDeps } from '../http/context';
import type { Config } from '../env';
import { sendError } from '../http/errors';
import { sendRateLimited, type RequestRateLimiter } from '../http/rate-limit';
import {
  feedLanguage,
  ID_PREFIX,
  LANGUAGE_TAGS,
  languageParam,
  latestUpdate,
  MAX_OPDS_OFFSET,
  OPDS_PAGE_SIZE,
  publishedOnly,
  PUBLIC_FEED as PUBLIC,
  REL,
  sendFeed,
  siteUrls,
} from './common';
import {
  ACQUISITION_TYPE,
  acquisitionFeed,
  NAVIGATION_TYPE,
  navigationFeed,
  OPENSEARCH_TYPE,
  openSearchDescription,
  type FeedLink,
} from './feed';
import { OPDS2_TYPE } from './opds2-feed';
import type { OpdsLabels } from './labels';

const MAX_PAGE = MAX_OPDS_OFFSET / OPDS_PAGE_SIZE;
const MAX_QUERY = 200;

interface Listing {
  /** Path of the feed (without the page parameter), e.g. /opds/genre/poetry. */
  path: string;
  /** Extra query parameters the feed keeps across pages (the search terms). */
  query?: Record<string, string>;
  title: string;
  fetch: (page: EbookPage) => Promise<ListPage<Ebook>>;
}

function parsePage(raw: unknown): number | null {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/** The OPDS 1.2 feeds at /opds, for e-reader apps (KOReader, Thorium, Moon+ Reader…). */
export const opdsPlugin = fp<ContextDeps & { config: Config; limiter: RequestRateLimiter }>(
  async (app: FastifyInstance, { config, limiter, ...deps }) => {
    void config;
    const { origin, url: abs } = siteUrls(deps.services.publicOrigin);
    const commonLinks: FeedLink[] = [
      { rel: 'start', href: abs('/opds'), type: NAVIGATION_TYPE },
      { rel: 'search', href: abs('/opds/opensearch.xml'), type: OPENSEARCH_TYPE },
      // Templated search link: some apps search with it directly, without the description.
      {
        rel: 'search',
        href: `${abs('/opds/search')}?q={searchTerms}`,
        type: 'application/atom+xml',
      },
    ];

    function badRequest(
      request: FastifyRequest,
      reply: FastifyReply,
      appCode: 'INVALID_INPUT' | 'NOT_FOUND',
    ) {
      return sendError(request, reply, appCode === 'NOT_FOUND' ? 404 : 400, appCode);
    }

    async function sendListing(
      request: FastifyRequest,
      reply: FastifyReply,
      describe: (labels: OpdsLabels) => Listing,
    ) {
      const { language, labels } = feedLanguage(request);
      const listing = describe(labels);
      const page = parsePage((request.query as { page?: unknown }).page);
      if (page === null) return badRequest(request, reply, 'INVALID_INPUT');
      const offset = (page - 1) * OPDS_PAGE_SIZE;
      const listed = await listing.fetch({ limit: OPDS_PAGE_SIZE, offset });
      const total = listed.total;
      const ebooks = publishedOnly(listed.items);
      const lastPage = Math.max(1, Math.ceil(total / OPDS_PAGE_SIZE));
      const pageUrl = (n: number) =>
        abs(listing.path, { ...listing.query, ...(n > 1 ? { page: String(n) } : {}) });
      const links: FeedLink[] = [
        { rel: 'self', href: pageUrl(page), type: ACQUISITION_TYPE },
        ...commonLinks,
        { rel: 'up', href: abs('/opds'), type: NAVIGATION_TYPE },
        { rel: 'first', href: pageUrl(1), type: ACQUISITION_TYPE },
        { rel: 'last', href: pageUrl(lastPage), type: ACQUISITION_TYPE },
      ];
      if (page > 1)
        links.push({ rel: 'previous', href: pageUrl(page - 1), type: ACQUISITION_TYPE });
      if (page < lastPage) {
        links.push({ rel: 'next', href: pageUrl(page + 1), type: ACQUISITION_TYPE });
      }
      const body = acquisitionFeed(
        {
          id: pageUrl(page),
          title: listing.title,
          updated: latestUpdate(ebooks) ?? deps.now(),
          language,
          author: { name: labels.author, uri: origin },
          links,
        },
        ebooks,
        {
          origin,
          idPrefix: `${ID_PREFIX}ebook:`,
          genreLabel: (genre) => labels.genres[genre],
          page: { size: OPDS_PAGE_SIZE, startIndex: offset + 1, total },
        },
      );
      return sendFeed(reply, ACQUISITION_TYPE, body, language);
    }

    app.get('/opds', PUBLIC, async (request, reply) => {
      const { language, labels } = feedLanguage(request);
      const now = deps.now();
      const acquisition = (rel: string, path: string) => ({
        rel,
        href: abs(path),
        type: ACQUISITION_TYPE,
      });
      const entries = [
        {
          id: `${ID_PREFIX}opds:new`,
          title: labels.newTitle,
          content: labels.newContent,
          updated: now,
          link: acquisition(REL.sortNew, '/opds/new'),
        },
        {
          id: `${ID_PREFIX}opds:popular`,
          title: labels.popularTitle,
          content: labels.popularContent,
          updated: now,
          link: acquisition(REL.sortPopular, '/opds/popular'),
        },
        ...EBOOK_GENRES.map((genre) => ({
          id: `${ID_PREFIX}opds:genre:${genre}`,
          title: labels.genreTitle(labels.genres[genre]),
          content: labels.genreContent(labels.genres[genre]),
          updated: now,
          link: acquisition('subsection', `/opds/genre/${genre}`),
        })),
        ...EBOOK_LANGUAGES.map((ebookLanguage) => ({
          id: `${ID_PREFIX}opds:language:${LANGUAGE_TAGS[ebookLanguage]}`,
          title: labels.languageTitle(labels.languages[ebookLanguage]),
          content: labels.languageContent(labels.languages[ebookLanguage]),
          updated: now,
          link: acquisition('subsection', `/opds/language/${ebookLanguage.toLowerCase()}`),
        })),
      ];
      const body = navigationFeed(
        {
          id: abs('/opds'),
          title: labels.collection,
          updated: now,
          language,
          author: { name: labels.author, uri: origin },
          links: [
            { rel: 'self', href: abs('/opds'), type: NAVIGATION_TYPE },
            ...commonLinks,
            // The same catalogue in OPDS 2.0 (JSON), for apps that read it.
            { rel: 'alternate', href: abs('/opds2'), type: OPDS2_TYPE },
          ],
        },
        entries,
      );
      return sendFeed(reply, NAVIGATION_TYPE, body, language);
    });

    app.get('/opds/new', PUBLIC, async (request, reply) => {
      return sendListing(request, reply, (labels) => ({
        path: '/opds/new',
        title: labels.newTitle,
        fetch: (page) => listRecentEbooks(deps.db, page),
      }));
    });

    app.get('/opds/popular', PUBLIC, async (request, reply) => {
      return sendListing(request, reply, (labels) => ({
        path: '/opds/popular',
        title: labels.popularTitle,
        fetch: (page) => listPopularEbooks(deps.db, page),
      }));
    });

    app.get('/opds/genre/:genre', PUBLIC, async (request, reply) => {
      const raw = (request.params as { genre: string }).genre.toLowerCase();
      const genre = EBOOK_GENRES.find((g) => g === raw) as EbookGenre | undefined;
      if (!genre) return badRequest(request, reply, 'NOT_FOUND');
      return sendListing(request, reply, (labels) => ({
        path: `/opds/genre/${genre}`,
        title: labels.genreTitle(labels.genres[genre]),
        fetch: (page) => listEbooks(deps.db, { ...page, genre }),
      }));
    });

    app.get('/opds/language/:language', PUBLIC, async (request, reply) => {
      const ebookLanguage = languageParam((request.params as { language: string }).language);
      if (!ebookLanguage) return badRequest(request, reply, 'NOT_FOUND');
      return sendListing(request, reply, (labels) => ({
        path: `/opds/language/${ebookLanguage.toLowerCase()}`,
        title: labels.languageTitle(labels.languages[ebookLanguage]),
        fetch: (page) => listEbooks(deps.db, { ...page, language: ebookLanguage }),
      }));
    });

    app.get('/opds/search', PUBLIC, async (request, reply) => {
      const raw = (request.query as { q?: unknown }).q;
      const q = typeof raw === 'string' ? raw.trim() : '';
      if (!q || q.length > MAX_QUERY) return badRequest(request, reply, 'INVALID_INPUT');
      // The same counter as the site's own search: an e-reader app is one more client.
      const wait = await limiter('search', request, reply);
      if (wait > 0) return sendRateLimited(request, reply, wait);
      return sendListing(request, reply, (labels) => ({
        path: '/opds/search',
        query: { q },
        title: labels.searchTitle(q),
        fetch: (page) => searchEbooks(deps.db, { ...page, q }),
      }));
    });

    app.get('/opds/opensearch.xml', PUBLIC, async (request, reply) => {
      const { language, labels } = feedLanguage(request);
      return sendFeed(
        reply,
        OPENSEARCH_TYPE,
        openSearchDescription({
          origin,
          shortName: labels.searchShortName,
          description: labels.searchDescription,
          language,
        }),
        language,
      );
    });
  },
  { name: 'opds' },
);
