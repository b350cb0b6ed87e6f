/**
 * The public lists at size (issue 14): 100,000 e-books, 15,000 books, 100,000 copies and
 * 200,000 downloads (bench/data/collection.ts).
 *
 * 1. One request at a time: pages at random offsets of every public list, the OPDS feeds,
 *    the staff inventory list and its search; (a) against the API with nothing kept (every
 *    request runs all its queries), (b) against the production API (random pages rarely
 *    repeat; the totals of a filter or search are kept until the collection changes). Client
 *    time on the loopback, an upper bound of the server's. Target: p95 ≤ 15 ms for each.
 * 2. Under 100 connections (autocannon, `--seconds` a path), the production API (answers
 *    kept until the collection changes) against a bare Fastify server answering the same JSON
 *    from memory, in the same run. Targets: lists ≥ 0.5 of the reference's requests per
 *    second, p99 ≤ 50 ms; search no errors, p99 ≤ 100 ms, ≥ 0.2; the API's RSS ≤ 250 MB.
 *
 *   pnpm --filter @app/bench api [--seconds 10] [--ebooks 100000] [--data /tmp/jpl-bench]
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { insertUser } from '@app/db';
import autocannon from 'autocannon';
import { COLLECTION_OPTIONS, prepareCollection, sizeFor } from '../data/collection';
import { percentile, startChild, startEnv, startFlags, type Child } from './children';

const { values } = parseArgs({
  options: {
    ...COLLECTION_OPTIONS,
    seconds: { type: 'string', default: '10' },
    requests: { type: 'string', default: '120' },
  },
});
const SECONDS = Number(values.seconds);
const SEQUENTIAL = Number(values.requests);
const TARGET = {
  p95: 15,
  listRatio: 0.5,
  listP99: 50,
  searchRatio: 0.2,
  searchP99: 100,
  rssMb: 250,
};

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A deterministic pseudo-random sequence (the same pages on every run). */
function generator(seedValue: number) {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261124);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const pageAt = (total: number, size: number) => Math.floor(random() * Math.ceil(total / size));

const collection = await prepareCollection(sizeFor(Number(values.ebooks)), { dir: values.data });
console.log(`collection: ${collection.origin}`);
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
const children: Child[] = [];
try {
  // A librarian to read the staff lists as.
  const email = `bench-${Date.now()}@bench.jaffnalibrary.lk`;
  const password = 'bench-librarian-password';
  await insertUser(collection.db, {
    email,
    role: 'librarian',
    displayName: 'Bench Librarian',
    passwordHash: await hash(password),
  });
  const totals = async (url: string, cookie?: string) => {
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    return Number(res.headers.get('x-total-count'));
  };

  // ---- 1. One request at a time, every request running its queries. ----
  const cold = await startChild('api-server.ts', {
    DATABASE_URL: collection.url,
    KEEP_ANSWERS: '0',
  });
  children.push(cold);
  const login = await fetch(`${cold.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = /jpl_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`could not sign in: ${login.status}`);

  const sizes = {
    ebooks: await totals(`${cold.url}/api/ebooks?limit=1`),
    popular: await totals(`${cold.url}/api/ebooks/popular?limit=1`),
    books: await totals(`${cold.url}/api/books?limit=1`),
    copies: await totals(`${cold.url}/api/inventory?limit=1`, cookie),
  };
  const genres = ['fiction', 'poetry', 'history', 'science', 'literature', 'biography'];
  const languages = ['English', 'Tamil', 'Sinhala'];
  const inventoryQueries = [
    'Parker',
    'Harbour',
    'நிலா',
    'கடல்',
    'ගුණසේකර',
    'මුහුද',
    '9780000054321',
    '0031415',
    'Knox',
  ];
  const kinds: Record<string, () => string> = {
    'e-books, any page': () => `/api/ebooks?offset=${pageAt(sizes.ebooks, 24) * 24}&limit=24`,
    'e-books by genre+language': () => {
      const query = `genre=${pick(genres)}&language=${pick(languages)}`;
      return `/api/ebooks?${query}&offset=${pageAt(sizes.ebooks / 24, 24) * 24}`;
    },
    'popular, any page': () => `/api/ebooks/popular?offset=${pageAt(sizes.popular, 12) * 12}`,
    'featured + recent': () => pick(['/api/ebooks/featured', '/api/ebooks/recent']),
    'books, any page': () => `/api/books?offset=${pageAt(sizes.books, 24) * 24}`,
    'events, both ways': () =>
      `/api/events?when=${pick(['upcoming', 'past'])}&offset=${pick([0, 24, 48])}`,
    'OPDS, any page': () => `/opds/new?page=${1 + pageAt(sizes.ebooks, 25)}`,
    'inventory, any page': () =>
      `/api/inventory?offset=${pageAt(sizes.copies, 50) * 50}${random() < 0.5 ? '&status=VERIFIED' : ''}`,
    'inventory search': () => `/api/inventory?q=${encodeURIComponent(pick(inventoryQueries))}`,
  };
  const staffKinds = new Set(['inventory, any page', 'inventory search']);
  const oneAtATime = async (server: Child, heading: string) => {
    console.log(
      `\n${heading}; ${SEQUENTIAL} per kind; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const [kind, next] of Object.entries(kinds)) {
      const headers: Record<string, string> = staffKinds.has(kind) ? { cookie } : {};
      for (let i = 0; i < 5; i++)
        await (await fetch(server.url + next(), { headers })).arrayBuffer();
      const samples: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const url = server.url + next();
        const begun = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        samples.push(performance.now() - begun);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      }
      samples.sort((a, b) => a - b);
      const p95 = percentile(samples, 95);
      console.log(
        `${kind.padEnd(28)} p50 ${ms(percentile(samples, 50)).padStart(9)}  p95 ${ms(p95).padStart(9)}  max ${ms(samples.at(-1)!).padStart(9)}  ${p95 <= TARGET.p95 ? 'MET' : 'MISSED'} (p95 ≤ ${TARGET.p95} ms)`,
      );
    }
    console.log(
      `load average ${os.loadavg()[0]!.toFixed(1)} after; peak RSS ${server.peakRssMb().toFixed(0)} MB`,
    );
  };
  await oneAtATime(
    cold,
    '1a. one request at a time, nothing kept (every request runs all its queries)',
  );
  await cold.stop();
  children.pop();

  // ---- 2. 100 connections: the production API against a bare Fastify ceiling. ----
  const api = await startChild(
    'api-server.ts',
    { ...startEnv(), DATABASE_URL: collection.url },
    [],
    startFlags(),
  );
  const env = Object.entries(startEnv()).map(([name, value]) => `${name}=${value} `);
  console.log(
    `\nthe API runs as pnpm start runs it: ${env.join('')}node ${startFlags().join(' ')}`,
  );
  children.push(api);
  // Random pages rarely repeat, so pages are read from the database; the totals of a filter
  // or a search are kept until the collection changes, as in production.
  await oneAtATime(api, '1b. one request at a time, production (answers and totals kept)');
  const loadPaths: { path: string; kind: 'list' | 'search' }[] = [
    { path: '/api/books', kind: 'list' },
    { path: '/api/events', kind: 'list' },
    { path: '/api/ebooks', kind: 'list' },
    { path: '/api/ebooks/featured', kind: 'list' },
    { path: '/api/ebooks/popular', kind: 'list' },
    { path: `/api/ebooks?offset=${Math.floor(sizes.ebooks / 2)}&limit=24`, kind: 'list' },
    { path: '/opds/new', kind: 'list' },
    { path: '/api/ebooks/search?q=river', kind: 'search' },
    { path: `/api/ebooks/search?q=${encodeURIComponent('கடல் கனவு')}`, kind: 'search' },
  ];
  const answers: Record<string, { body: unknown; headers: Record<string, string> }> = {};
  for (const { path: url } of loadPaths) {
    const res = await fetch(api.url + url);
    const type = res.headers.get('content-type') ?? 'application/json';
    const text = await res.text();
    const headers: Record<string, string> = { 'content-type': type };
    for (const name of ['x-total-count', 'link']) {
      const value = res.headers.get(name);
      if (value) headers[name] = value;
    }
    answers[url] = { body: type.includes('json') ? JSON.parse(text) : text, headers };
  }
  const answersFile = path.join(workDir, 'answers.json');
  await writeFile(answersFile, JSON.stringify(answers));
  const reference = await startChild('reference-server.ts', {}, [answersFile]);
  children.push(reference);

  // Readers, not one client: each request comes from an address of its own (X-Forwarded-For,
  // which the API believes from loopback only, TRUST_PROXY=loopback), as a few hundred readers
  // behind the site's proxy would. One address alone is held to 60 searches a minute (decision
  // 0019) and would measure the rate limit, not the search.
  let reader = 0;
  const nextReader = () => {
    reader = (reader + 1) % 65_536;
    return `10.${100 + (reader >> 14)}.${(reader >> 8) & 63}.${reader & 255}`;
  };
  const load = (url: string) =>
    autocannon({
      url,
      connections: 100,
      duration: SECONDS,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextReader() },
          }),
        },
      ],
    }) as Promise<autocannon.Result>;
  console.log(
    `\n2. 100 connections, ${SECONDS} s a path; the production API (answers kept) against a bare Fastify server answering the same JSON from memory`,
  );
  console.log(
    `${'path'.padEnd(44)} ${'reference'.padStart(10)} ${'API'.padStart(8)} ${'ratio'.padStart(6)} ${'API p99'.padStart(9)} ${'ref p99'.padStart(9)} errors  target`,
  );
  /** One path against the reference, printed as a row of the table above. */
  const compare = async (url: string, kind: 'list' | 'search') => {
    const ceiling = await load(reference.url + url);
    const measured = await load(api.url + url);
    const ratio = measured.requests.average / ceiling.requests.average;
    const errors = measured.errors + measured.timeouts + measured.non2xx;
    const [minRatio, maxP99] =
      kind === 'list' ? [TARGET.listRatio, TARGET.listP99] : [TARGET.searchRatio, TARGET.searchP99];
    const met = ratio >= minRatio && measured.latency.p99 <= maxP99 && errors === 0;
    console.log(
      `${url.slice(0, 44).padEnd(44)} ${ceiling.requests.average.toFixed(0).padStart(10)} ${measured.requests.average.toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${ms(measured.latency.p99).padStart(9)} ${ms(ceiling.latency.p99).padStart(9)} ${String(errors).padStart(6)}  ${met ? 'MET' : 'MISSED'} (≥ ${minRatio}, p99 ≤ ${maxP99} ms, no errors)`,
    );
  };
  for (const { path: url, kind } of loadPaths) await compare(url, kind);
  // A library's day: the desk scans and lends while readers browse. A copy changes every
  // second (from another process, as a second replica or the desk's would); what is kept of
  // the copies and of every list made from all tables is dropped each time, the e-books' not.
  console.log(`\n2b. the same while a copy changes every second (the desk scanning and lending)`);
  let changes = 0;
  const desk = setInterval(() => {
    changes += 1;
    void collection.db
      .updateTable('bookInventory')
      .set({ lastModified: new Date() })
      .where('id', '=', 1 + (changes % 1000))
      .execute()
      .catch((error: unknown) => console.error('desk change failed', error));
  }, 1000);
  try {
    for (const url of ['/api/books', '/api/ebooks', '/opds/new']) await compare(url, 'list');
  } finally {
    clearInterval(desk);
  }
  console.log(`${changes} copies changed during 2b`);
  const rss = api.peakRssMb();
  console.log(
    `API peak RSS ${rss.toFixed(0)} MB (target ≤ ${TARGET.rssMb} MB) → ${rss <= TARGET.rssMb ? 'MET' : 'MISSED'}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  for (const child of children.reverse()) await child.stop();
  await collection.stop();
  await rm(workDir, { recursive: true, force: true });
}
