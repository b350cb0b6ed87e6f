import { createHash } from 'node:crypto';
import { appRouter, type Meta } from '@app/api-contract';
import {
  collectionSettled,
  collectionVersion,
  onCollectionChange,
  watchCollectionChanges,
  type Db,
} from '@app/db';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readSessionToken, type SessionCookieSettings } from '../auth/cookie';
import { bearerSecret } from './bearer';
import { requestLanguage } from './errors';
import { KeptAnswers, ownBuffer, type KeptAnswer, type KeptAnswersLimits } from './kept-answers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every anonymous caller and changes only with the collection
     * (a procedure's `meta.cacheable`, the OPDS feeds): kept in memory, and briefly by
     * browsers and proxies.
     */
    cacheable?: boolean;
    /** A state-changing route that leaves the collection as it is (`Meta.leavesCollection`). */
    leavesCollection?: boolean;
    /** The collection tables a cacheable answer is made from (`Meta.reads`); unnamed: all. */
    reads?: readonly string[];
  }
}

/**
 * HTTP caching (decision 0016). Every GET answer gets an `ETag` (304 when `If-None-Match`
 * holds it) and a `Cache-Control`:
 *  - collection reads (books, events, branches, e-books, search, OPDS, a copy's public page),
 *    to callers without a session: `public, max-age=30`, and the API keeps the answer in
 *    memory until the collection changes (PostgreSQL announces every change) or a minute
 *    passes (download counts move without an announcement); with a session: `private,
 *    no-cache` (staff see their own edits at once);
 *  - other JSON (staff lists, the session): `private, no-cache`;
 *  - errors: `no-store`, and `Vary: Accept-Language` (their message is translated).
 * Routes that set their own (files, calendars, exports) keep theirs.
 */
const PUBLIC_MAX_AGE = 'public, max-age=30';
/** Marks a GET answer made for a request with a session (staff, members). */
export const SIGNED_IN_ANSWER = 'x-library-signed-in';
const REVALIDATE = 'private, no-cache';
/** Longest an answer is kept; download counts change without announcing it. */
const KEEP_MS = 60_000;
/**
 * Memory for kept answers: bodies, keys and headers together (a page of 24 e-books is about
 * 20 KB, so some 800 pages).
 */
const KEPT_LIMITS: KeptAnswersLimits = { maxBytes: 16 * 1024 * 1024, maxEntryBytes: 512 * 1024 };
/** Headers a kept answer is replayed with (the rest come from the hooks of each request). */
const KEPT_HEADERS = [
  'content-type',
  'content-language',
  'x-total-count',
  'link',
  'vary',
  'cache-control',
];

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this answer is kept, when it may be (set before the handler runs). */
    cacheKey?: string;
    /** The kept answer was sent. */
    cacheHit?: boolean;
    /** The tables the answer to keep is made from (see `readsOf`). */
    cacheReads?: readonly string[];
    /** Lets the requests waiting for this one's answer go on (see `underway`). */
    releaseWaiting?: () => void;
  }
}

type ProcedureDef = { type: string; meta?: Partial<Meta> };
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: ProcedureDef } | undefined
>;

/** The procedures a /trpc request calls (one, or a batch), or null when they cannot be read. */
function trpcProcedures(url: string): (ProcedureDef | undefined)[] | null {
  try {
    const paths = decodeURIComponent(url.split('?')[0]!.slice('/trpc/'.length)).split(',');
    return paths.map((path) => procedures[path]?._def);
  } catch {
    return null;
  }
}

/**
 * `trpcProcedures` of a request, read once: whether it may be kept, what it reads and whether
 * it changes the collection are each asked in more than one hook.
 */
const calledBy = new WeakMap<FastifyRequest, (ProcedureDef | undefined)[] | null>();
function calledProcedures(request: FastifyRequest): (ProcedureDef | undefined)[] | null {
  let called = calledBy.get(request);
  if (called === undefined) {
    called = trpcProcedures(request.url);
    calledBy.set(request, called);
  }
  return called;
}

function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.routeOptions.config.cacheable) return true;
  if (!request.url.startsWith('/trpc/')) return false;
  const called = calledProcedures(request);
  return called !== null && called.every((d) => d?.type === 'query' && d.meta?.cacheable === true);
}

/** The collection tables a cacheable request's answer is made from; undefined: every one. */
function readsOf(request: FastifyRequest): readonly string[] | undefined {
  if (!request.url.startsWith('/trpc/')) return request.routeOptions.config.reads;
  const called = calledProcedures(request);
  if (!called) return undefined;
  const tables = new Set<string>();
  for (const definition of called) {
    const reads = definition?.meta?.reads;
    if (!reads) return undefined;
    for (const table of reads) tables.add(table);
  }
  return [...tables];
}

/** A successful state-changing request that may have changed what collection reads answer. */
function mayChangeCollection(request: FastifyRequest): boolean {
  if (request.routeOptions.config.leavesCollection) return false;
  if (!request.url.startsWith('/trpc/')) return true;
  const called = calledProcedures(request);
  return called === null || !called.every((d) => d?.meta?.leavesCollection === true);
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Adds `value` to the reply's Vary header (once). */
function vary(reply: FastifyReply, value: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes(value.toLowerCase())) {
    reply.header('vary', current ? `${current}, ${value}` : value);
  }
}

export interface CachingOptions {
  db: Db;
  cookie: SessionCookieSettings;
  /** Keep collection answers in memory (default true; benchmarks turn it off to time SQL). */
  keepAnswers?: boolean;
  onWatchError?: (error: Error) => void;
}

/**
 * A request whose answer is not a reader's: a signed-in browser's (a session cookie), or an
 * API token's on anything but a collection read. It is neither served a kept answer nor kept,
 * and no proxy or service worker keeps it. A collection read never looks at who asks
 * (`Meta.cacheable`; tokens.test.ts proves a token's answer is a reader's): a token's is
 * served and kept as a reader's, so apps with tokens read lists as fast as readers do. The
 * token has been checked and counted before (bearer.ts, onRequest).
 */
function actsAsSomeone(request: FastifyRequest, cookie: SessionCookieSettings): boolean {
  if (readSessionToken(request, cookie)) return true;
  return bearerSecret(request) !== null && !isCacheable(request);
}

export const cachingPlugin = fp<CachingOptions>(
  async (app: FastifyInstance, { db, cookie, keepAnswers = true, onWatchError }) => {
    const kept = new KeptAnswers(KEPT_LIMITS);
    // A change of one table leaves what is made from others; each answer's version says
    // (checked when it is asked for). A change of unknown extent drops everything at once.
    const clear = (table: string) => {
      if (table === '*') kept.clear();
    };
    if (keepAnswers) {
      const watcher = await watchCollectionChanges(db, { onError: onWatchError });
      const unsubscribe = onCollectionChange(db, clear);
      app.addHook('onClose', async () => {
        unsubscribe();
        await watcher.stop();
      });
    }

    /**
     * Answers being made, by key: when many readers ask at once for what is not kept (the
     * first minute, just after a change), one request makes it and the others wait for it
     * instead of each running the same queries (100 of them under 100 connections).
     */
    const underway = new Map<string, Promise<void>>();
    const usable = (entry: KeptAnswer | undefined, version: number): entry is KeptAnswer =>
      entry !== undefined && entry.version === version && Date.now() - entry.at < KEEP_MS;

    app.addHook('preHandler', async (request, reply) => {
      if (!keepAnswers || request.method !== 'GET' || !isCacheable(request)) return;
      if (actsAsSomeone(request, cookie)) return;
      const reads = readsOf(request);
      const version = collectionVersion(db, reads);
      if (version === undefined) return;
      const key = `${requestLanguage(request)} ${request.url}`;
      let entry = kept.get(key);
      if (!usable(entry, version)) {
        const making = underway.get(key);
        if (making) {
          await making;
          entry = kept.get(key);
        }
      }
      const now = collectionVersion(db, reads);
      if (now !== undefined && usable(entry, now)) {
        request.cacheHit = true;
        reply.headers(entry.headers).header('etag', entry.etag).code(200);
        return reply.send(entry.body);
      }
      if (entry) kept.delete(key);
      request.cacheKey = key;
      request.cacheReads = reads;
      if (!underway.has(key)) {
        let release!: () => void;
        const made = new Promise<void>((resolve) => (release = resolve));
        underway.set(key, made);
        request.releaseWaiting = () => {
          if (underway.get(key) === made) underway.delete(key);
          release();
        };
      }
    });
    // Whatever happens to the request that makes an answer, the waiting ones go on.
    app.addHook('onResponse', (request, _reply, done) => {
      request.releaseWaiting?.();
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      request.releaseWaiting?.();
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      let body = payload;
      // tRPC answers with a fetch Response; its (small) JSON is read so it gets an ETag too.
      if (request.method === 'GET' && payload instanceof Response) {
        reply.code(payload.status);
        payload.headers.forEach((value, name) => {
          if (name !== 'content-length') reply.header(name, value);
        });
        body = await payload.text();
      }
      const status = reply.statusCode;
      if (status >= 400) {
        reply.header('cache-control', 'no-store');
        vary(reply, 'Accept-Language');
        return body;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        // The writer's next read, and everyone's, must see the change: the answer leaves once
        // this process has heard of it from PostgreSQL, table by table.
        if (mayChangeCollection(request)) await collectionSettled(db);
        return body;
      }
      const signedIn = actsAsSomeone(request, cookie);
      // Made for a signed-in browser: the web app's service worker never keeps it (sw.ts).
      if (signedIn) reply.header(SIGNED_IN_ANSWER, '1');
      if (!reply.hasHeader('cache-control')) {
        const cacheable = isCacheable(request) && !signedIn;
        reply.header('cache-control', cacheable ? PUBLIC_MAX_AGE : REVALIDATE);
        if (isCacheable(request)) vary(reply, 'Cookie');
      }
      const key = request.cacheKey;
      if (key && !request.cacheHit && status === 200 && typeof body === 'string') {
        const version = collectionVersion(db, request.cacheReads);
        const etag = etagOf(body);
        reply.header('etag', etag);
        if (version !== undefined) {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          // Within the budget: the least recently used are dropped; a too large one is not kept.
          kept.set(key, { body: ownBuffer(body), etag, headers, version, at: Date.now() });
        }
      }
      request.releaseWaiting?.();
      return body;
    });

    // After the hook above, so a kept answer's ETag is reused and a tRPC answer is text.
    await app.register(fastifyEtag);
  },
  { name: 'caching' },
);
