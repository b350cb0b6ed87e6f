import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { makeEpub } from '@app/testing/ebook-files';
import { startFakeS3, type FakeS3 } from '@app/testing/fake-s3';
import { Agent, fetch, type Response } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, startServerProcess, waitForLine, type Running } from './testing/processes';
import { epubUpload } from './testing/multipart';

/**
 * Two API processes on loopback over one PostgreSQL and one object store, behind a real Caddy
 * serving HTTPS from its own internal CA, as the production compose file runs them. Sessions,
 * limits, jobs and files must not care which process answers, and stopping one under load must
 * not lose an acknowledged write.
 */

let work: string;
let t: TestDatabase;
let s3: FakeS3;
let caddy: Running;
let origin: string;
let tls: Agent;
let hostsPort = 0;
const api: { port: number; process: Running }[] = [];

/**
 * The e-book hosts, as the replicas reach them (EBOOK_REMOTE_BASE_URL): one slow file whose
 * first fetch sends half and then hangs (a worker is killed meanwhile), every later fetch the
 * whole file; anything else is not found.
 */
const SLOW_PATH = '/www.gutenberg.org/ebooks/990001.epub3.images';
const slowFile = makeEpub('Copied once, though its first worker died');
const slowFetches: number[] = [];
let hosts: Server;
function startHosts(): Promise<number> {
  hosts = createServer((request, response) => {
    if (request.url !== SLOW_PATH) return void response.writeHead(404).end();
    slowFetches.push(Date.now());
    response.writeHead(200, {
      'content-type': 'application/epub+zip',
      'content-length': slowFile.length,
    });
    if (slowFetches.length === 1) response.write(slowFile.subarray(0, slowFile.length / 2));
    else response.end(slowFile);
  });
  return new Promise((resolve) =>
    hosts.listen(0, '127.0.0.1', () => resolve((hosts.address() as AddressInfo).port)),
  );
}

const LIBRARIAN = { email: 'librarian@jaffnalibrary.lk', password: 'palmyra-librarian-2026' };

function startApi(port: number): Running {
  return startServerProcess({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: t.url,
    PUBLIC_ORIGIN: origin,
    MIGRATE_ON_START: 'false',
    SEED: 'demo',
    PASSWORD_HASH_COST: 'minimal',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    JOBS_POLL_SECONDS: '0.5',
    // Caddy checks readiness every 2 s (deploy/Caddyfile): 4 s take a stopping replica out first.
    SHUTDOWN_DRAIN_SECONDS: '4',
    ...s3.env,
    // Nothing outside is reached: copies of remote e-books fail fast and are retried later.
    EBOOK_REMOTE_BASE_URL: `http://127.0.0.1:${hostsPort}`,
    // A worker that stops answering loses its job after 10 s (the least allowed).
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_MONITOR_SECONDS: '1',
    OPENLIBRARY_COVERS_BASE_URL: 'http://127.0.0.1:9',
  });
}

beforeAll(async () => {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error("Caddy is not installed: `apt-get install caddy` (Debian's package)");
  }
  work = await mkdtemp(path.join(os.tmpdir(), 'jpl-replicas-'));
  t = await createTestDatabase({ seeded: true });
  s3 = await startFakeS3();
  hostsPort = await startHosts();
  const [httpsPort, httpPort, port1, port2] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  origin = `https://localhost:${httpsPort}`;
  // One replica first: it creates the demo staff; the second finds them.
  for (const port of [port1, port2]) {
    const started = startApi(port);
    api.push({ port, process: started });
    await waitForLine(started, 'Jaffna Public Library is running at', 90_000);
  }
  const caddyfile = path.join(work, 'Caddyfile');
  // The production Caddyfile itself (deploy/Caddyfile), with this machine's names for the
  // site and the replicas, and Caddy's own CA instead of Let's Encrypt.
  const production = await readFile(
    path.join(import.meta.dirname, '..', '..', '..', 'deploy', 'Caddyfile'),
    'utf8',
  );
  expect(production).toContain('{$SITE_DOMAIN} {');
  expect(production).toContain('reverse_proxy api-1:3000 api-2:3000 {');
  const site = production
    .replace('{$SITE_DOMAIN} {', `https://localhost:${httpsPort} {\n\ttls internal`)
    .replace('api-1:3000 api-2:3000', `127.0.0.1:${port1} 127.0.0.1:${port2}`);
  await writeFile(
    caddyfile,
    `{
  admin off
  skip_install_trust
  storage file_system {
    root ${path.join(work, 'caddy')}
  }
  http_port ${httpPort}
  https_port ${httpsPort}
}
${site}`,
  );
  caddy = startProcess('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    ...process.env,
    HOME: work,
    XDG_DATA_HOME: work,
    XDG_CONFIG_HOME: work,
  });
  const root = path.join(work, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const pem = await until(async () => {
    const text = await readFile(root, 'utf8').catch(() => '');
    return text.includes('BEGIN CERTIFICATE') ? text : undefined;
  });
  // The site's certificate is trusted through Caddy's own root, as a browser told of it would.
  tls = new Agent({ connect: { ca: pem } });
  await until(async () =>
    (await proxied('/api/ready').catch(() => null))?.status === 200 ? true : undefined,
  );
}, 180_000);

afterAll(async () => {
  for (const { process: running } of api) running.child.kill('SIGTERM');
  caddy?.child.kill('SIGTERM');
  await Promise.all([...api.map((a) => a.process.exited), caddy?.exited]);
  await tls?.close();
  hosts?.closeAllConnections();
  await new Promise((resolve) => hosts?.close(resolve));
  await s3?.close();
  await t?.destroy();
  await rm(work, { recursive: true, force: true });
}, 60_000);

/** Waits (hooks cannot use expect.poll) until `probe` gives a value, for at most 30 s. */
async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > 30_000) throw new Error(`not ready:\n${caddy.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function proxied(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${origin}${pathname}`, {
    ...init,
    dispatcher: tls,
    headers: { origin, 'content-type': 'application/json', ...init.headers },
  } as Parameters<typeof fetch>[1]);
}

/** Straight to one replica, as the proxy would send it (the site's origin). */
function direct(replica: number, pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${api[replica]!.port}${pathname}`, {
    ...init,
    headers: { origin, 'content-type': 'application/json', ...init.headers },
  } as Parameters<typeof fetch>[1]);
}

async function signInAt(send: typeof proxied): Promise<string> {
  const res = await send('/api/auth/login', { method: 'POST', body: JSON.stringify(LIBRARIAN) });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** How many requests to `route` a replica has answered, from its own /metrics. */
async function answered(replica: number, route: string): Promise<number> {
  const text = await (await direct(replica, '/metrics')).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes(route))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}

describe('two API processes behind Caddy', () => {
  it('serve HTTPS through the proxy, each taking a share, with the proxy request id', async () => {
    // The proxy picks the replica with fewer requests under way, at random between equals.
    for (let i = 0; i < 20; i++) {
      const res = await proxied('/api/health');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/);
    }
    // The replicas' metrics are not served to the internet.
    expect((await proxied('/metrics')).status).toBe(404);
    expect(await answered(0, 'route="/api/health"')).toBeGreaterThan(0);
    expect(await answered(1, 'route="/api/health"')).toBeGreaterThan(0);
  });

  it('share sessions: signed in on one, known on the other', async () => {
    const cookie = await signInAt((p, init) => direct(0, p, init));
    const me = await direct(1, '/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: LIBRARIAN.email } });
    const out = await direct(1, '/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBeLessThan(300);
    // Signed out on the second: the first no longer knows the session either.
    const after = await direct(0, '/api/auth/me', { headers: { cookie } });
    expect(await after.json()).toEqual({ user: null });
  });

  it('share API tokens: kept by each, refused by the other the moment one revokes it', async () => {
    const cookie = await signInAt((p, init) => direct(0, p, init));
    for (let round = 0; round < 5; round++) {
      const made = await direct(0, '/api/tokens', {
        method: 'POST',
        headers: { cookie },
        body: JSON.stringify({
          name: `Replica bot ${round}`,
          scopes: ['catalogue:read'],
          expiresInDays: 7,
        }),
      });
      expect(made.status).toBe(201);
      const { id, token } = (await made.json()) as { id: string; token: string };
      const bearer = { authorization: `Bearer ${token}` };
      // Checked once by each replica, then kept in its memory.
      for (const replica of [0, 1, 0, 1]) {
        const res = await direct(replica, '/api/inventory?limit=1', { headers: bearer });
        expect(res.status).toBe(200);
      }
      const revoked = await direct(round % 2, `/api/tokens/${id}`, {
        method: 'DELETE',
        headers: { cookie },
      });
      expect(revoked.status).toBe(204);
      for (const replica of [1 - (round % 2), round % 2]) {
        const res = await direct(replica, '/api/inventory?limit=1', { headers: bearer });
        expect(res.status).toBe(401);
      }
    }
  });

  it('count limits across both: sign-in failures and newsletter sign-ups', async () => {
    // Three failures of one account from one address are free, then each waits: the replicas
    // take turns, so neither alone has seen three when the wait begins.
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const res = await direct(i % 2, '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'nobody-here@jaffnalibrary.lk', password: `guess-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(3);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(5);

    const before = [await answered(0, 'subscribe'), await answered(1, 'subscribe')];
    const signUps: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await proxied('/api/newsletter/subscribe', {
        method: 'POST',
        body: JSON.stringify({ email: `replica-reader-${i}@example.lk` }),
      });
      signUps.push(res.status);
    }
    expect(signUps.filter((s) => s === 200)).toHaveLength(10);
    expect(signUps.slice(10).every((s) => s === 429)).toBe(true);
    expect(await answered(0, 'subscribe')).toBeGreaterThan(before[0]!);
    expect(await answered(1, 'subscribe')).toBeGreaterThan(before[1]!);
  });

  it('serve a file stored through one from the other (object storage)', async () => {
    const cookie = await signInAt(proxied);
    const epub = makeEpub('Stored on one, read on the other');
    const upload = epubUpload(epub);
    const uploaded = await direct(0, '/api/ebooks/files', {
      method: 'POST',
      body: upload.payload,
      headers: { cookie, ...upload.headers },
    });
    expect(uploaded.status).toBe(201);
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    const served = await direct(1, fileUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(epub)).toBe(true);
  });

  it('run a job queued on one exactly once', async () => {
    const cookie = await signInAt(proxied);
    const ids: string[] = [];
    for (let j = 0; j < 4; j++) {
      const books = Array.from({ length: 10 }, (_, i) => {
        const id = String(880_000 + j * 100 + i);
        return {
          id,
          source: 'gutenberg',
          title: `Replica import ${id}`,
          authors: ['Test, Author'],
          genre: 'fiction',
          fileFormat: 'EPUB',
          fileUrl: `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
          language: 'English',
          category: null,
          coverUrl: null,
          downloadCount: 1,
        };
      });
      const res = await direct(j % 2, '/api/ebooks/import/jobs', {
        method: 'POST',
        body: JSON.stringify({ books }),
        headers: { cookie },
      });
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { id: string }).id);
    }
    for (const id of ids) {
      await expect
        .poll(
          async () =>
            (
              (await (await proxied(`/api/jobs/${id}`, { headers: { cookie } })).json()) as {
                state: string;
              }
            ).state,
          { timeout: 60_000, interval: 250 },
        )
        .toBe('completed');
    }
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['attempts', 'done', 'total'])
      .where('id', 'in', ids)
      .execute();
    expect(jobs.map((j) => [j.attempts, j.done, j.total])).toEqual(ids.map(() => [1, 10, 10]));
    const imported = await t.db
      .selectFrom('ebooks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('title', 'like', 'Replica import %')
      .executeTakeFirstOrThrow();
    expect(Number(imported.n)).toBe(40);
  });

  it('lose no acknowledged write when one stops under load', async () => {
    const cookie = await signInAt(proxied);
    const acknowledged: { id: number; title: string }[] = [];
    const refused: number[] = [];
    let next = 0;
    let stopped: Promise<number | null> | undefined;
    const writer = async () => {
      while (next < 120) {
        const title = `Load test event ${next++}`;
        const res = await proxied('/api/admin/events', {
          method: 'POST',
          headers: { cookie },
          body: JSON.stringify({
            title,
            date: 'Dec 12, 2026',
            time: '5:30 PM',
            category: 'Discussion',
          }),
        }).catch(() => null);
        if (res?.status === 201)
          acknowledged.push({ id: ((await res.json()) as { id: number }).id, title });
        else refused.push(res?.status ?? 0);
        if (acknowledged.length === 30 && !stopped) {
          api[1]!.process.child.kill('SIGTERM');
          stopped = api[1]!.process.exited;
        }
      }
    };
    await Promise.all([
      ...Array.from({ length: 8 }, writer),
      // Meanwhile the stopping replica tells the proxy to leave it out.
      (async () => {
        while (!stopped) await new Promise((r) => setTimeout(r, 20));
        const ready = await until(async () => {
          const res = await direct(1, '/api/ready').catch(() => null);
          return res?.status === 503 ? res : undefined;
        });
        expect(ready.headers.get('retry-after')).toBe('5');
        expect(await ready.json()).toMatchObject({ appCode: 'SHUTTING_DOWN' });
      })(),
    ]);
    expect(await stopped).toBe(0);
    const stored = await t.db
      .selectFrom('events')
      .select(['id', 'title'])
      .where('title', 'like', 'Load test event %')
      .execute();
    const byId = new Map(stored.map((e) => [e.id, e.title]));
    for (const write of acknowledged) expect(byId.get(write.id)).toBe(write.title);
    // Drained before it closed: the survivor took every write, none was refused mid-stop.
    expect(refused).toEqual([]);
    expect(acknowledged).toHaveLength(120);
    expect(stored).toHaveLength(120);
  });

  // After the stop above, one replica is left: it takes the copy job, and dies in the middle.
  it('finish a job whose worker is killed mid-job on another process, once', async () => {
    const cookie = await signInAt(proxied);
    const queued = await direct(0, '/api/ebooks/import/jobs', {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({
        books: [
          {
            id: '990001',
            source: 'gutenberg',
            title: 'Copied once',
            authors: ['Test, Author'],
            genre: 'fiction',
            fileFormat: 'EPUB',
            fileUrl: 'https://www.gutenberg.org/ebooks/990001.epub3.images',
            language: 'English',
            category: null,
            coverUrl: null,
            downloadCount: 1,
          },
        ],
      }),
    });
    expect(queued.status).toBe(202);
    await expect.poll(() => slowFetches.length, { timeout: 20_000 }).toBe(1);
    const { id: ebookId } = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('title', '=', 'Copied once')
      .executeTakeFirstOrThrow();

    const port = await freePort();
    const third = startApi(port);
    api.push({ port, process: third });
    await waitForLine(third, 'Jaffna Public Library is running at', 90_000);
    api[0]!.process.child.kill('SIGKILL');
    await api[0]!.process.exited;

    const job = () =>
      t.db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('kind', '=', 'ebooks.mirror')
        .where('subjectId', '=', String(ebookId))
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await job()).state, { timeout: 60_000 }).toBe('completed');
    expect(await job()).toEqual({ state: 'completed', attempts: 2 });
    expect(slowFetches).toHaveLength(2);
    // The copy is kept: a reader gets the whole file without another fetch from its host.
    const read = await direct(2, `/api/ebooks/${ebookId}/file`);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(slowFile)).toBe(true);
    expect(slowFetches).toHaveLength(2);
  }, 120_000);
});
