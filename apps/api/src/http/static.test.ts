import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing';

const FIRST_SCREEN_CSS = '.boot{background:#7a1f2b}';
let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Library</title><meta name="description" content="x" />` +
      `<style>${FIRST_SCREEN_CSS}</style></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { serveWeb: true, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates pages and other files on every visit', async () => {
    expect((await app.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("answers the web app's pages with the app, and never API paths", async () => {
    const page = await app.inject('/ebooks/3/read');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const unknown = await app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    const api = await app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers a missing hashed asset with 404, not index.html', async () => {
    const res = await app.inject('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
  });
});

describe("index.html's inline first-screen styles", () => {
  it('are allowed by their hash, and no other inline style is', async () => {
    const csp = (await app.inject('/')).headers['content-security-policy'] as string;
    const styleSrc = csp.split(';').find((part) => part.trim().startsWith('style-src'))!;
    const hash = createHash('sha256').update(FIRST_SCREEN_CSS).digest('base64');
    expect(styleSrc.trim().split(/\s+/)).toEqual(['style-src', "'self'", `'sha256-${hash}'`]);
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});
