import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAllowedEbookUrl, isPublicAddress } from '@app/api-contract';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverService } from './books/covers';
import { getCatalogueJson } from './catalogues/http';
import { fetchRemoteFile, type RemoteFetchOptions } from './ebooks/files/remote-fetch';
import { createLocalStorage } from './storage/local';
import { sendWebhook, type SendRules } from './webhooks/send';
import { buildTestApp, createTestUser, signIn } from './testing';

/**
 * Server-side request forgery (decision 0021). A listener on loopback records every connection
 * it receives; every way of naming it (or another inside address) is tried through the guarded
 * fetcher, the catalogue client and the routes that take links, and it must receive none.
 */
let listener: net.Server;
let listener6: net.Server | null = null;
let port: number;
let connections = 0;
/** An allow-listed host's stand-in (on 127.0.0.2, so it is not the listener), for redirects. */
let allowed: Server;
let allowedPort: number;
let t: TestDatabase;
let app: FastifyInstance;
let cookie: string;
/** A super admin's session: webhooks are theirs to register. */
let adminCookie: string;
let dir: string;

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
  listener6 = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => {
    listener6!.once('error', () => {
      listener6 = null;
      resolve();
    });
    listener6!.listen(port, '::1', resolve);
  });
  allowed = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
    if (to) response.writeHead(302, { location: to }).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => allowed.listen(0, '127.0.0.2', resolve));
  allowedPort = (allowed.address() as net.AddressInfo).port;
  dir = mkdtempSync(path.join(tmpdir(), 'jpl-ssrf-'));
  t = await createTestDatabase({ seeded: true });
  // No EBOOK_REMOTE_BASE_URL: the app resolves and connects as in production.
  app = await buildTestApp(t.db, { env: { EBOOK_REMOTE_BASE_URL: '' } });
  const staff = await createTestUser(t.db, 'librarian');
  cookie = await signIn(app, staff.email, staff.password);
  const admin = await createTestUser(t.db, 'super_admin');
  adminCookie = await signIn(app, admin.email, admin.password);
});

afterAll(async () => {
  await app.close();
  await t.destroy();
  listener.close();
  listener6?.close();
  allowed.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every form of the listener's (or another inside) address a link may take. */
const literalForms = () => [
  `http://127.0.0.1:${port}/book.epub`,
  `https://127.0.0.1:${port}/book.epub`,
  `http://localhost:${port}/book.epub`,
  `http://2130706433:${port}/book.epub`, // decimal
  `http://0x7f000001:${port}/book.epub`, // hex
  `http://0177.0.0.1:${port}/book.epub`, // octal
  `http://0x7f.0.0.1:${port}/book.epub`, // mixed
  `http://127.1:${port}/book.epub`, // short form
  `http://[::1]:${port}/book.epub`,
  `http://[::ffff:127.0.0.1]:${port}/book.epub`,
  `http://[::ffff:7f00:1]:${port}/book.epub`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/book.epub`,
  `http://[::127.0.0.1]:${port}/book.epub`, // IPv4-compatible
  `http://[64:ff9b::7f00:1]:${port}/book.epub`, // NAT64
  `http://0.0.0.0:${port}/book.epub`,
  `http://0:${port}/book.epub`,
  `http://[::]:${port}/book.epub`,
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://10.0.0.1/book.epub',
  'http://172.16.0.1/book.epub',
  'http://192.168.1.1/book.epub',
  'http://100.64.0.1/book.epub',
  `https://www.gutenberg.org@127.0.0.1:${port}/book.epub`, // userinfo
  `https://www.gutenberg.org:x@127.0.0.1:${port}/book.epub`,
  `https://127.0.0.1:${port}#@www.gutenberg.org/book.epub`, // fragment
  `https://127.0.0.1:${port}\\@www.gutenberg.org/book.epub`, // backslash
  `https://www.gutenberg.org.127.0.0.1.nip.io:${port}/book.epub`, // suffix
  `https://www.gutenberg.org:${port}/book.epub`, // an allowed host, another port
  `http://www.gutenberg.org/book.epub`, // plain http
  `gopher://127.0.0.1:${port}/_x`,
  `file:///etc/passwd`,
];

/** A link on the stand-in is judged as the https link of the same host would be. */
const onStandIns = (url: URL) => {
  if (url.protocol !== 'http:' || ![String(allowedPort), String(port)].includes(url.port)) {
    return isAllowedEbookUrl(url);
  }
  const real = new URL(url.href);
  real.protocol = 'https:';
  real.port = '';
  return isAllowedEbookUrl(real);
};

function fetchOptions(overrides: Partial<RemoteFetchOptions> = {}): RemoteFetchOptions {
  return { maxBytes: 1024 * 1024, timeoutMs: 3000, ...overrides };
}

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: { reason?: string }) => error.reason ?? 'failed',
  );

describe('zero connections to an inside address', () => {
  it('through the e-book fetcher with the rules the site runs with: every literal form', async () => {
    const forms = literalForms();
    expect(forms.length).toBeGreaterThanOrEqual(20);
    for (const url of forms) {
      expect(
        await refused(fetchRemoteFile(url, path.join(dir, 'out'), fetchOptions())),
        url,
      ).not.toBe('fetched');
    }
    expect(connections).toBe(0);
  });

  it('through an allow-listed name whose DNS answer points inside', async () => {
    const inside = [
      ['127.0.0.1'],
      ['::1'],
      ['::ffff:127.0.0.1'],
      ['0.0.0.0'],
      ['169.254.169.254'],
      ['10.0.0.1'],
      ['fe80::1'],
      ['8.8.8.8', '127.0.0.1'], // one good answer does not excuse a bad one
    ];
    for (const answer of inside) {
      const reason = await refused(
        fetchRemoteFile(
          `http://www.gutenberg.org:${port}/book.epub`,
          path.join(dir, 'out'),
          fetchOptions({ resolve: async () => answer, isAllowedUrl: onStandIns }),
        ),
      );
      expect(reason, answer.join(',')).toBe('address-refused');
    }
    expect(connections).toBe(0);
  });

  it('through redirects from an allow-listed host to an inside one', async () => {
    const targets = [
      `http://127.0.0.1:${port}/book.epub`,
      `http://[::1]:${port}/book.epub`,
      `http://2130706433:${port}/book.epub`,
      `http://localhost:${port}/book.epub`,
      // An allow-listed name that resolves inside.
      `http://ia800.us.archive.org:${port}/book.epub`,
      'http://169.254.169.254/latest/meta-data/',
    ];
    for (const to of targets) {
      const reason = await refused(
        fetchRemoteFile(
          `http://www.gutenberg.org:${allowedPort}/r?to=${encodeURIComponent(to)}`,
          path.join(dir, 'out'),
          fetchOptions({
            resolve: async (host) => (host === 'www.gutenberg.org' ? ['127.0.0.2'] : ['127.0.0.1']),
            isAllowedAddress: (address) => address === '127.0.0.2' || isPublicAddress(address),
            isAllowedUrl: onStandIns,
          }),
        ),
      );
      expect(['url-refused', 'address-refused'], to).toContain(reason);
    }
    expect(connections).toBe(0);
  });

  it('through a catalogue (ISBN look-ups, import searches) that redirects elsewhere', async () => {
    for (const to of [
      `http://127.0.0.1:${port}/api`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/`,
    ]) {
      const url = `http://127.0.0.2:${allowedPort}/search?to=${encodeURIComponent(to)}`;
      await expect(
        getCatalogueJson(url, z.object({ ok: z.boolean() }), { timeoutMs: 3000 }),
      ).rejects.toThrow(/refused redirect/);
    }
    // Within its own origin a catalogue may redirect (Open Library does).
    const same = `http://127.0.0.2:${allowedPort}/r?to=${encodeURIComponent(`http://127.0.0.2:${allowedPort}/ok`)}`;
    expect(
      await getCatalogueJson(same, z.object({ ok: z.boolean() }), { timeoutMs: 3000 }),
    ).toEqual({
      ok: true,
    });
    expect(connections).toBe(0);
  });

  it('through the cover service that redirects elsewhere: every hop judged as the e-book files are', async () => {
    // The configured cover service (trusted like a catalogue) answers every cover with a
    // redirect to the inside: as literals, and as allow-listed names that resolve inside.
    let to = '';
    const service = createServer((_request, response) =>
      response.writeHead(302, { location: to }).end(),
    );
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.2', resolve));
    const serviceUrl = `http://127.0.0.2:${(service.address() as net.AddressInfo).port}`;
    const covers = (resolve?: RemoteFetchOptions['resolve']) =>
      createCoverService({
        baseUrl: serviceUrl,
        storage: createLocalStorage(path.join(dir, 'covers')),
        timeoutMs: 3000,
        ...(resolve ? { remote: { resolve } } : {}),
      });
    try {
      for (const target of [
        `http://127.0.0.1:${port}/cover.jpg`,
        `http://[::1]:${port}/cover.jpg`,
        `http://localhost:${port}/cover.jpg`,
        `https://127.0.0.1:${port}/cover.jpg`,
        'http://169.254.169.254/latest/meta-data/',
      ]) {
        to = target;
        expect(await covers().fetchCover('9780141439518'), target).toBeNull();
      }
      // Allowed names whose DNS answer points inside, on https as a real redirect would be.
      for (const answer of [['127.0.0.1'], ['::1'], ['10.0.0.1'], ['8.8.8.8', '127.0.0.1']]) {
        to = 'https://ia800100.us.archive.org/view_archive.php?file=cover.jpg';
        expect(
          await covers(async () => answer).fetchCover('9780141439518'),
          answer.join(),
        ).toBeNull();
      }
    } finally {
      service.close();
    }
    expect(connections).toBe(0);
  });

  it('through the routes that take links: refused as e-book files and covers, never fetched or handed on', async () => {
    for (const url of literalForms()) {
      const asFile = await app.inject({
        method: 'POST',
        url: '/api/ebooks',
        headers: { cookie },
        payload: { title: 'SSRF', author: 'A', genre: 'literature', fileUrl: url },
      });
      expect(asFile.statusCode, url).toBe(400);
      expect(asFile.json().fieldErrors, url).toHaveProperty('fileUrl');
      const asCover = await app.inject({
        method: 'POST',
        url: '/api/ebooks',
        headers: { cookie },
        payload: {
          title: 'SSRF',
          author: 'A',
          genre: 'literature',
          fileUrl: 'https://www.gutenberg.org/ebooks/84.epub3.images',
          coverImageUrl: url,
        },
      });
      expect(asCover.statusCode, url).toBe(400);
      expect(asCover.json().fieldErrors, url).toHaveProperty('coverImageUrl');
    }
    // Rows written before these rules (or by hand): the file route never fetches them, and
    // OPDS never hands their covers on.
    const rows = await t.db
      .insertInto('ebooks')
      .values(
        literalForms().map((url, i) => ({
          title: `Legacy ${i}`,
          author: 'A',
          genre: 'literature' as const,
          fileUrl: url,
          coverImageUrl: url,
          fileFormat: 'EPUB' as const,
          language: 'English' as const,
        })),
      )
      .returning('id')
      .execute();
    for (const { id } of rows) {
      const res = await app.inject(`/api/ebooks/${id}/file`);
      expect([404, 502], String(id)).toContain(res.statusCode);
    }
    const feed = await app.inject('/opds/new');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(`:${port}`);
    expect(feed.body).not.toMatch(/169\.254|10\.0\.0\.1|\[::1\]|gopher:|file:/);
    const images = [
      ...feed.body.matchAll(/rel="http:\/\/opds-spec\.org\/image[^"]*" href="([^"]+)"/g),
    ];
    for (const [, href] of images) expect(isAllowedEbookUrl(href!), href).toBe(true);
    const json = await app.inject('/opds2/publications?limit=100');
    expect(json.statusCode).toBe(200);
    expect(json.body).not.toContain(`:${port}`);
    expect(json.body).not.toMatch(/169\.254|10\.0\.0\.1|\[::1\]|gopher:|file:/);
    const publications = json.json<{ publications: { images?: { href: string }[] }[] }>();
    for (const { href } of publications.publications.flatMap((p) => p.images ?? [])) {
      expect(isAllowedEbookUrl(href), href).toBe(true);
    }
    expect(connections).toBe(0);
  });
});

describe('zero connections to an inside address through a webhook', () => {
  const rules = (overrides: Partial<SendRules> = {}): SendRules => ({
    timeoutMs: 3000,
    testReceivers: [],
    ...overrides,
  });
  const post = (url: string, overrides?: Partial<SendRules>) =>
    sendWebhook({ url, body: '{}', headers: {} }, rules(overrides));

  /** The forms that name the inside outright (a public name is judged when it connects, below). */
  const insideForms = () =>
    literalForms().filter((url) => {
      const { protocol, hostname, username } = new URL(url);
      return (
        protocol !== 'https:' ||
        username !== '' ||
        !/[a-z]$/i.test(hostname) ||
        hostname === 'localhost'
      );
    });

  it('refuses every form that names the inside, at registration and at delivery', async () => {
    expect(insideForms().length).toBeGreaterThanOrEqual(25);
    for (const url of insideForms()) {
      const answer = await post(url);
      expect(answer.statusCode, url).toBeNull();
      expect(['url-refused', 'address-refused'], url).toContain(answer.errorKind);
      const registered = await app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { cookie: adminCookie },
        payload: { url, events: ['book.created'] },
      });
      expect(registered.statusCode, url).toBe(400);
      expect(registered.json().fieldErrors, url).toHaveProperty('url');
    }
    expect(await t.db.selectFrom('webhookEndpoints').select('id').execute()).toEqual([]);
    expect(connections).toBe(0);
  });

  it('refuses a public name whose DNS answer points inside (checked when it connects)', async () => {
    for (const answer of [
      ['127.0.0.1'],
      ['::1'],
      ['10.0.0.1'],
      ['169.254.169.254'],
      ['8.8.8.8', '127.0.0.1'],
    ]) {
      const sent = await post(`https://hooks.example.org:${port}/x`, {
        resolve: async () => answer,
      });
      expect(sent.errorKind, answer.join()).toBe('address-refused');
    }
    expect(connections).toBe(0);
  });

  it('never follows a redirect, even from an allowed receiver', async () => {
    for (const to of [`http://127.0.0.1:${port}/x`, 'http://169.254.169.254/latest/meta-data/']) {
      const url = `http://127.0.0.2:${allowedPort}/r?to=${encodeURIComponent(to)}`;
      const sent = await post(url, { testReceivers: ['127.0.0.2'] });
      expect(sent, to).toMatchObject({ statusCode: 302, errorKind: 'redirect' });
    }
    expect(connections).toBe(0);
  });
});
