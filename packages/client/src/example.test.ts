import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, createTestUser, signIn } from '@app/api/testing';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import {
  installedExample,
  runExample,
  typecheckExample,
  type InstalledExample,
} from '@app/testing/client-example';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedPackages } from '../scripts/declarations';

/**
 * The package as another app gets it (issue 28, decision 0050): built, packed, installed with
 * npm outside the monorepo into a copy of examples/new-ebooks-feed, type-checked there, and run
 * against a real site with an API token.
 */
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestDatabase;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let origin: string;
let example: InstalledExample;
let token: { id: string; token: string };
let staffCookie: string;

const newEbook = {
  title: 'Kural <selected> & "annotated"',
  author: 'Thiruvalluvar',
  genre: 'poetry',
  language: 'Tamil',
  fileFormat: 'EPUB',
  fileUrl: 'https://www.gutenberg.org/ebooks/1342.epub3.images',
};
const newBook = { title: 'யாழ்ப்பாண வைபவ மாலை', author: 'Mylvagana Pulavar', genre: 'history' };

async function post(url: string, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', cookie: staffCookie },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string | number; token?: string }>();
}

beforeAll(async () => {
  // The npm install and the site start together: neither needs the other.
  const installing = installedExample();
  t = await createTestDatabase({ seeded: true });
  // What the seed added is a month old; this week's additions come through the API below.
  const monthAgo = new Date(Date.now() - 30 * DAY_MS);
  await t.db.updateTable('ebooks').set({ createdAt: monthAgo }).execute();
  await t.db.updateTable('books').set({ createdAt: monthAgo }).execute();
  app = await buildTestApp(t.db);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await createTestUser(t.db, 'super_admin');
  staffCookie = await signIn(app, admin.email, admin.password);
  await post('/api/ebooks', newEbook);
  await post('/api/admin/books', newBook);
  token = (await post('/api/tokens', {
    name: 'New e-books feed',
    scopes: ['catalogue:read'],
    expiresInDays: 30,
  })) as { id: string; token: string };
  example = await installing;
});
afterAll(async () => {
  await app?.close();
  await t?.destroy();
});

describe('the built package', () => {
  it("declares its types in one file that imports only the package's own dependencies", () => {
    const declarations = readFileSync(path.join(root, 'dist/index.d.ts'), 'utf8');
    const imported = importedPackages(declarations);
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect(Object.keys(manifest.dependencies)).toContain(name);
    // The server's context is opaque: no database, query builder or services in the types.
    expect(declarations).not.toMatch(/\bKysely\b|\bServices\b|from 'zod'|fastify/);
    expect(declarations).toContain('ebooks: _trpc_server.TRPCBuiltRouter');
  });

  it('type-checks the example where only the tarball and its dependencies are installed', async () => {
    expect(readFileSync(path.join(example.dir, 'package.json'), 'utf8')).toContain('.tgz');
    // Every declaration file is checked, this package's too. tRPC's own need the DOM's and the
    // `ws` package's types, which a Node app need not have (the example skips library checks,
    // as tRPC advises); nothing else may fail, in the example or in this package.
    const errors = await typecheckExample(example);
    expect(errors.filter((line) => !line.startsWith('node_modules/@trpc/'))).toEqual([]);
  });
});

describe('the example app against a site', () => {
  it("writes an Atom feed of the week's e-books (tRPC) and titles (REST) with the token", async () => {
    const result = await runExample(example, { url: origin, token: token.token });
    expect(result.stderr).toContain('1 e-books and 1 titles');
    expect(result.code).toBe(0);
    const feed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'entry',
    }).parse(result.stdout).feed as {
      entry: { title: string; id: string; category: { '@_term': string } }[];
    };
    expect(feed.entry.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([newEbook.title, newBook.title]),
    );
    expect(feed.entry).toHaveLength(2);
    const ebook = feed.entry.find((entry) => entry.title === newEbook.title)!;
    expect(ebook.id).toMatch(new RegExp(`^${origin}/ebooks/\\d+$`));
    expect(ebook.category['@_term']).toBe('e-book: poetry');
    // The token was what the site saw.
    const used = await t.db
      .selectFrom('apiTokens')
      .select('lastUsedAt')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("reaches back as far as it is asked: a month's feed has the seeded collection too", async () => {
    const result = await runExample(example, { url: origin, args: ['--days', '31'] });
    expect(result.code).toBe(0);
    const seeded = await t.db.selectFrom('ebooks').select('title').orderBy('id').executeTakeFirst();
    expect(result.stdout).toContain(`<title>${seeded!.title.replaceAll('&', '&amp;')}</title>`);
  });

  it('stops with the reason, in words, when the token is revoked', async () => {
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/${token.id}`,
      headers: { cookie: staffCookie },
    });
    expect(revoked.statusCode).toBe(204);
    const result = await runExample(example, { url: origin, token: token.token });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // Both the tRPC and the REST call are refused; whichever answers first is told, in words
    // and by its code, though tRPC's own client cannot read the site's plain refusal body.
    expect(result.stderr).toMatch(
      /^Could not read the library: This API token is not valid: .* \(TOKEN_INVALID, (tRPC|GET \/api\/books)\)$/m,
    );
  });
});

describe('the OpenAPI document the REST types are made from', () => {
  it('is the one the site serves (else: pnpm --filter @jaffna-library/client generate)', async () => {
    const served = await (await fetch(`${origin}/api/openapi.json`)).text();
    const published = JSON.parse(readFileSync(path.join(root, 'openapi.json'), 'utf8')) as {
      servers: [{ url: string }];
    };
    // The same document but for the site's own address (its PUBLIC_ORIGIN) where it names one.
    const siteOrigin = (JSON.parse(served) as { servers: [{ url: string }] }).servers[0].url;
    expect(siteOrigin).toBe('http://localhost:3000');
    expect(JSON.parse(served.replaceAll(siteOrigin, published.servers[0].url))).toEqual(published);
  });
});
