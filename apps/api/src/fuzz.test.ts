import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appRouter } from '@app/api-contract';
import { createTestDatabase, watchWrites, type TestDatabase } from '@app/db/testing';
import { startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { fakeEbookFile, makeEpub, startFakeHost, type FakeHost } from '@app/testing/ebook-files';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbookFiles } from './ebooks/files/files';
import type { FileStorage } from './storage/storage';
import { fastifyPath, type RestRoute } from './rest/route';
import { restRoutes } from './rest/routes';
import { buildTestApp, createTestUser, signIn } from './testing';
import { sampleOf } from './testing/zod-arbitrary';

/**
 * Generated inputs (decision 0021): for every tRPC procedure and every REST route, anonymous
 * and as a super admin, inputs derived from the route's own zod schemas (mostly fitting, often
 * hostile: control characters, half surrogate pairs, wrong types, prototype keys, huge text).
 * No answer may be a 5xx (outside services are local fakes that answer), and a refused call
 * may not change the database.
 */
const SAMPLES = 60;
/** The outside services' own failures (a fake's designed misbehaviour), not ours. */
const GATEWAY_CODES = new Set([
  'IMPORT_SOURCE_TIMEOUT',
  'IMPORT_SOURCE_RATE_LIMITED',
  'IMPORT_SOURCE_UNAVAILABLE',
  'IMPORT_SOURCE_BAD_ANSWER',
  'EBOOK_FILE_UNAVAILABLE',
]);
/**
 * Bookkeeping a refused call may write by design: rate-limit counters, sign-in failures and
 * devices, sessions, the scanner's attempt log (every attempt is a row), the ISBN cache.
 */
const BOOKKEEPING = new Set([
  'rate_limits',
  'login_failures',
  'trusted_devices',
  'sessions',
  'scan_history',
  'isbn_lookups',
  'seed_history',
]);

let t: TestDatabase;
let app: FastifyInstance;
let catalogues: FakeCatalogues;
let hosts: FakeHost;
let adminCookie: string;
let uploadDir: string;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  catalogues = await startFakeCatalogues();
  // Every remote e-book link answers with a book, so the file proxy never has to say 502.
  hosts = await startFakeHost(
    {},
    {
      fallback: (p) =>
        fakeEbookFile(p) ?? {
          headers: { 'content-type': 'application/epub+zip' },
          body: makeEpub(),
        },
    },
  );
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-fuzz-'));
  app = await buildTestApp(t.db, {
    env: {
      OPENLIBRARY_BASE_URL: catalogues.url,
      GOOGLE_BOOKS_BASE_URL: catalogues.url,
      GUTENDEX_BASE_URL: catalogues.url,
      EBOOK_REMOTE_BASE_URL: hosts.url,
      UPLOAD_DIR: uploadDir,
      // No worker runs queued jobs here: their later writes would look like a refused call's.
      JOBS_WORKER: 'false',
    },
  });
  const admin = await createTestUser(t.db, 'super_admin');
  adminCookie = await signIn(app, admin.email, admin.password);
  writes = (await watchWrites(t.db, [...BOOKKEEPING])).count;
}, 60_000);

afterAll(async () => {
  await app.close();
  await catalogues.close();
  await hosts.close();
  await t.destroy();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Rows written to every domain table so far (bookkeeping aside). */
let writes: () => Promise<number>;

/** A path or query part as a client would send it; half a surrogate becomes bytes that are not UTF-8. */
function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

interface Call {
  label: string;
  writes: boolean;
  send: (cookie: string | undefined) => Promise<LightMyRequestResponse>;
}

function procedureCalls(): Call[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs: z.ZodType[] } }
  >;
  const calls: Call[] = [];
  Object.entries(procedures).forEach(([name, procedure], n) => {
    const query = procedure._def.type === 'query';
    for (const input of sampleOf(procedure._def.inputs[0], SAMPLES, 1000 + n)) {
      // superjson refuses prototype keys outright; a hostile client would send them anyway.
      const serialized = (() => {
        try {
          return superjson.serialize(input);
        } catch {
          return { json: input };
        }
      })();
      calls.push({
        label: `trpc ${name} ${JSON.stringify(input)?.slice(0, 200)}`,
        writes: !query,
        send: (cookie) =>
          query
            ? app.inject({
                url: `/trpc/${name}?input=${encodePart(serialized)}`,
                headers: cookie ? { cookie } : {},
              })
            : app.inject({
                method: 'POST',
                url: `/trpc/${name}`,
                payload: JSON.stringify(serialized),
                headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              }),
      });
    }
  });
  return calls;
}

function restCalls(): Call[] {
  const routes: RestRoute[] = restRoutes({
    publicOrigin: 'http://localhost:3000',
    // Only the tables' descriptions are read here; the app serves the real files.
    files: {} as EbookFiles,
    storage: {} as FileStorage,
  });
  const calls: Call[] = [];
  routes.forEach((route, n) => {
    const params = sampleOf(route.params, SAMPLES, 5000 + n);
    const queries = sampleOf(route.query, SAMPLES, 7000 + n);
    const bodies = sampleOf(route.body, SAMPLES, 9000 + n);
    for (let i = 0; i < SAMPLES; i++) {
      const values = (params[i] ?? {}) as Record<string, unknown>;
      const url = fastifyPath(route.path).replace(/:(\w+)/g, (_, key: string) =>
        encodePart(values && typeof values === 'object' ? (values[key] ?? 'x') : 'x'),
      );
      const query = queries[i] && typeof queries[i] === 'object' ? (queries[i] as object) : {};
      const search = Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`)
        .join('&');
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : bodies[i];
      calls.push({
        label: `${route.method} ${route.path} ${url}?${search} ${JSON.stringify(body)?.slice(0, 200)}`,
        writes: route.method !== 'GET',
        send: (cookie) =>
          app.inject({
            method: route.method,
            url: search ? `${url}?${search}` : url,
            ...(body === undefined
              ? {}
              : {
                  payload: JSON.stringify(body) ?? 'null',
                  headers: { 'content-type': 'application/json' },
                }),
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(cookie ? { cookie } : {}),
            },
          }),
      });
    }
  });
  return calls;
}

describe('generated inputs on every procedure and route', () => {
  it('are watched for writes: a row written anywhere is counted, a rolled-back one is not', async () => {
    const branch = await t.db
      .selectFrom('branches')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const rewrite = (db: typeof t.db) =>
      db.updateTable('branches').set({ name: branch.name }).where('id', '=', branch.id).execute();
    const before = await writes();
    await rewrite(t.db);
    const written = await writes();
    expect(written).toBeGreaterThan(before);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await rewrite(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await writes()).toBe(written);
  });

  it('never answer 5xx, and a refused call changes nothing in the database', async () => {
    const calls = [...procedureCalls(), ...restCalls()];
    const failures: string[] = [];
    let sent = 0;
    let refusedWrites = 0;
    let acceptedWrites = 0;
    for (const [role, cookie] of [
      ['anonymous', undefined],
      ['super admin', adminCookie],
    ] as const) {
      for (const call of calls) {
        // Signing the fuzzing admin out would make the rest of its calls anonymous.
        if (cookie && /auth\.logout|\/api\/auth\/logout/.test(call.label)) continue;
        // Read just before the call: a write that finishes after an answer (anchors built in
        // the background) is then not taken for this call's.
        const before = call.writes ? await writes() : 0;
        const res = await call.send(cookie);
        sent++;
        if (res.statusCode >= 500) {
          const appCode = (() => {
            try {
              return JSON.stringify(res.json());
            } catch {
              return res.body.slice(0, 200);
            }
          })();
          if (![...GATEWAY_CODES].some((code) => appCode.includes(code))) {
            failures.push(`${role} ${call.label} → ${res.statusCode} ${appCode.slice(0, 300)}`);
          }
        }
        if (!call.writes) continue;
        if (res.statusCode >= 400) {
          refusedWrites++;
          if ((await writes()) !== before) {
            failures.push(`${role} ${call.label} → ${res.statusCode} but the database changed`);
          }
        } else {
          acceptedWrites++;
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // Both kinds were exercised: writes refused (and checked) and writes that went through.
    expect(refusedWrites).toBeGreaterThan(1000);
    expect(acceptedWrites).toBeGreaterThan(50);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
