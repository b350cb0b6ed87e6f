import { visibleEbook } from '@app/api-contract';
import {
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  findEbookById,
  listEbooks,
  listPopularEbooks,
  searchEbooks,
  tallyActiveEbooks,
  type Db,
  type Ebook,
  type EbookPage,
  type ListPage,
} from '@app/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContextDeps } from '../http/context';
import { sendError } from '../http/errors';
import { sendRateLimited, type RequestRateLimiter } from '../http/rate-limit';
import { idParams } from '../rest/wire';
import {
  feedLanguage,
  LANGUAGE_TAGS,
  latestUpdate,
  OPDS_PAGE_SIZE,
  publishedOnly,
  PUBLIC_FEED,
  REL,
  sendFeed,
  siteUrls,
} from './common';
import { NAVIGATION_TYPE } from './feed';
import type { OpdsLabels } from './labels';
import { countFrom, ebookFacets, narrowingQuery, type Narrowing } from './opds2-facets';
import {
  OPDS2_TYPE,
  publication,
  PUBLICATION_TYPE,
  pagingLinks,
  type FacetGroup,
  type Feed,
  type Opds2Link,
  type PublicationContext,
} from './opds2-feed';
import {
  popularQuery,
  publicationsQuery,
  searchQuery,
  withInput,
  type PageQuery,
  type PublicationsQuery,
  type SearchQuery,
} from './opds2-params';

/** What every OPDS 2.0 answer is made with: the database and this site's URLs. */
interface Site {
  db: Db;
  origin: string;
  url: (path: string, query?: Record<string, string>) => string;
}

/** One list of e-books as a feed shows it. */
interface Listing {
  /** The feed's path, e.g. /opds2/publications. */
  path: string;
  /** The query parameters that make the list, kept by its page and facet links. */
  params: Record<string, string>;
  title: string;
  fetch: (page: EbookPage) => Promise<ListPage<Ebook>>;
  facets?: () => Promise<FacetGroup[]>;
}

function contextOf(site: Site, labels: OpdsLabels): PublicationContext {
  return { origin: site.origin, labels, url: site.url };
}

/** The links every feed has: where it starts and how to search it. */
function commonLinks(site: Site): Opds2Link[] {
  return [
    { rel: 'start', href: site.url('/opds2'), type: OPDS2_TYPE },
    // A URI template (RFC 6570) the app fills in; the braces must stay as they are.
    {
      rel: 'search',
      href: `${site.url('/opds2/search')}{?query}`,
      type: OPDS2_TYPE,
      templated: true,
    },
  ];
}

function rootFeed(site: Site, labels: OpdsLabels): Feed {
  const entry = (rel: string, title: string, query?: Record<string, string>) => ({
    rel,
    title,
    href: site.url(rel === REL.sortPopular ? '/opds2/popular' : '/opds2/publications', query),
    type: OPDS2_TYPE,
  });
  return {
    metadata: { title: labels.collection },
    links: [
      { rel: 'self', href: site.url('/opds2'), type: OPDS2_TYPE },
      ...commonLinks(site),
      // The same catalogue in OPDS 1.2 (Atom), for apps that read only that.
      { rel: 'alternate', href: site.url('/opds'), type: NAVIGATION_TYPE },
    ],
    navigation: [
      entry(REL.sortNew, labels.newTitle),
      entry(REL.sortPopular, labels.popularTitle),
      ...EBOOK_GENRES.map((genre) =>
        entry('subsection', labels.genreTitle(labels.genres[genre]), { genre }),
      ),
      ...EBOOK_LANGUAGES.map((language) =>
        entry('subsection', labels.languageTitle(labels.languages[language]), {
          language: LANGUAGE_TAGS[language],
        }),
      ),
    ],
  };
}

/** A page's query: the list's own parameters, a size other than the default, a page past 1. */
function pageQueryOf(listing: Listing, limit: number, page: number): Record<string, string> {
  return {
    ...listing.params,
    ...(limit !== OPDS_PAGE_SIZE ? { limit: String(limit) } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/**
 * What a page holds: its publications, or, when it has none, a way back to the start (a feed
 * must hold at least one publication or navigation link, decision 0049).
 */
function contents(ebooks: Ebook[], context: PublicationContext): Partial<Feed> {
  if (ebooks.length) return { publications: ebooks.map((ebook) => publication(ebook, context)) };
  const start = { rel: 'start', href: context.url('/opds2'), type: OPDS2_TYPE };
  return { navigation: [{ ...start, title: context.labels.collection }] };
}

async function listingFeed(
  site: Site,
  labels: OpdsLabels,
  listing: Listing,
  { page, limit }: PageQuery,
): Promise<Feed> {
  const [listed, facets] = await Promise.all([
    listing.fetch({ limit, offset: (page - 1) * limit }),
    listing.facets?.(),
  ]);
  const ebooks = publishedOnly(listed.items);
  const modified = latestUpdate(ebooks)?.toISOString();
  const pageUrl = (n: number) => site.url(listing.path, pageQueryOf(listing, limit, n));
  const lastPage = Math.max(1, Math.ceil(listed.total / limit));
  return {
    metadata: {
      title: listing.title,
      ...(modified ? { modified } : {}),
      numberOfItems: listed.total,
      itemsPerPage: limit,
      currentPage: page,
    },
    links: [
      { rel: 'self', href: pageUrl(page), type: OPDS2_TYPE },
      ...commonLinks(site),
      { rel: 'up', href: site.url('/opds2'), type: OPDS2_TYPE },
      ...pagingLinks({ page, lastPage, pageUrl }),
    ],
    ...(facets ? { facets } : {}),
    ...contents(ebooks, contextOf(site, labels)),
  };
}

/** The feed's title: what the list is narrowed to, or the whole collection's newest. */
function narrowedTitle(labels: OpdsLabels, { genre, language }: Narrowing): string {
  const parts = [
    ...(genre ? [labels.genreTitle(labels.genres[genre])] : []),
    ...(language ? [labels.languageTitle(labels.languages[language])] : []),
  ];
  return parts.length ? parts.join(' · ') : labels.newTitle;
}

/** Every active e-book, newest first, narrowed by genre and language (counted facets). */
function publicationsListing(site: Site, labels: OpdsLabels, query: PublicationsQuery): Listing {
  const narrowing = { genre: query.genre, language: query.language };
  const linkTo = (n: Narrowing) => site.url('/opds2/publications', narrowingQuery(n));
  return {
    path: '/opds2/publications',
    params: narrowingQuery(narrowing),
    title: narrowedTitle(labels, narrowing),
    fetch: (page) => listEbooks(site.db, { ...page, ...narrowing }),
    facets: async () =>
      ebookFacets(narrowing, {
        labels,
        linkTo,
        count: countFrom(await tallyActiveEbooks(site.db)),
      }),
  };
}

/** The search (the site's own ranked search), narrowed by genre and language. */
function searchListing(site: Site, labels: OpdsLabels, query: SearchQuery): Listing {
  const narrowing = { genre: query.genre, language: query.language };
  const params = (n: Narrowing) => ({ query: query.query, ...narrowingQuery(n) });
  const linkTo = (n: Narrowing) => site.url('/opds2/search', params(n));
  return {
    path: '/opds2/search',
    params: params(narrowing),
    title: labels.searchTitle(query.query),
    fetch: (page) => searchEbooks(site.db, { ...page, ...narrowing, q: query.query }),
    // Counting each choice would run the search a dozen times: the choices go uncounted.
    facets: () => Promise.resolve(ebookFacets(narrowing, { labels, linkTo })),
  };
}

function popularListing(site: Site, labels: OpdsLabels): Listing {
  return {
    path: '/opds2/popular',
    params: {},
    title: labels.popularTitle,
    fetch: (page) => listPopularEbooks(site.db, page),
  };
}

function sendJson(request: FastifyRequest, reply: FastifyReply, body: unknown, type = OPDS2_TYPE) {
  const { language } = feedLanguage(request);
  return sendFeed(reply, type, JSON.stringify(body), language);
}

function listingRoute<Q extends PageQuery>(
  site: Site,
  describe: (labels: OpdsLabels, query: Q) => Listing,
) {
  return async (request: FastifyRequest, reply: FastifyReply, query: Q) => {
    const { labels } = feedLanguage(request);
    const feed = await listingFeed(site, labels, describe(labels, query), query);
    return sendJson(request, reply, feed);
  };
}

async function sendPublication(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
) {
  const ebook = await findEbookById(site.db, id);
  if (!ebook || !visibleEbook(ebook, { as: 'published' })) {
    return sendError(request, reply, 404, 'NOT_FOUND');
  }
  const { labels } = feedLanguage(request);
  return sendJson(request, reply, publication(ebook, contextOf(site, labels)), PUBLICATION_TYPE);
}

/**
 * The OPDS 2.0 catalogue at /opds2 (JSON), beside the OPDS 1.2 feeds at /opds: the same lists,
 * words, search and rules, for e-reader apps and aggregators that read OPDS 2.0.
 */
export const opds2Plugin = fp<ContextDeps & { limiter: RequestRateLimiter }>(
  async (app: FastifyInstance, { limiter, ...deps }) => {
    const site: Site = { db: deps.db, ...siteUrls(deps.services.publicOrigin) };
    app.get('/opds2', PUBLIC_FEED, async (request, reply) =>
      sendJson(request, reply, rootFeed(site, feedLanguage(request).labels)),
    );
    app.get(
      '/opds2/publications',
      PUBLIC_FEED,
      withInput(
        'query',
        publicationsQuery,
        listingRoute(site, (labels, query) => publicationsListing(site, labels, query)),
      ),
    );
    app.get(
      '/opds2/popular',
      PUBLIC_FEED,
      withInput(
        'query',
        popularQuery,
        listingRoute(site, (labels) => popularListing(site, labels)),
      ),
    );
    const search = listingRoute(site, (labels, query: SearchQuery) =>
      searchListing(site, labels, query),
    );
    app.get(
      '/opds2/search',
      PUBLIC_FEED,
      withInput('query', searchQuery, async (request, reply, query) => {
        // The same counter as the site's own search and OPDS 1.2's.
        const wait = await limiter('search', request, reply);
        if (wait > 0) return sendRateLimited(request, reply, wait);
        return search(request, reply, query);
      }),
    );
    app.get(
      '/opds2/publications/:id',
      PUBLIC_FEED,
      withInput('params', idParams, (request, reply, { id }) =>
        sendPublication(site, request, reply, id),
      ),
    );
  },
  { name: 'opds2' },
);
