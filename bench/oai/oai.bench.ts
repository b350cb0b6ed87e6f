/**
 * OAI-PMH harvesting at size (issue 26, decision 0051): a collection of `--books` (100,000)
 * titles with 100,000 copies (`prepareCollection`, kept in `--data`), the production app
 * listening on a local port, harvested as a union catalogue does: every page of ListRecords
 * (oai_dc) followed by its resumption tokens, then marc21, then the Tamil set, one request at
 * a time, timed by the client. Beside each page, the same request to a bare server answering
 * the same bytes from memory (the machine's floor for a page of that size). `--rounds` (3)
 * harvests; p50 and p95 per round, and the medians of the rounds.
 *
 *   pnpm --filter @app/bench oai [--books 100000] [--rounds 3] [--pages 300] [--data /tmp/jpl-oai]
 *
 * Target: ListRecords pages of 100 at p95 ≤ 50 ms.
 */
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@app/api/app';
import { loadConfig } from '@app/api/env';
import { prepareCollection } from '../data/collection';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    pages: { type: 'string', default: '300' },
    data: { type: 'string' },
  },
});
const BOOKS = Number(values.books);
const ROUNDS = Number(values.rounds);
const PAGES = Number(values.pages);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (xs: number[]) => percentile(xs, 50);
const f = (ms: number) => `${ms.toFixed(1)} ms`;

/** A server answering whatever body it is handed, from memory: the floor. */
async function bareServer() {
  let body = '';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/oai`;
  return { url, answer: (next: string) => (body = next), close: () => server.close() };
}

async function timed(url: string) {
  const begun = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { ms: performance.now() - begun, text };
}

const TOKEN = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/;

/** One harvest of `query`, up to `pages` pages: the app's times and the floor's. */
async function harvestTimes(
  base: string,
  floor: Awaited<ReturnType<typeof bareServer>>,
  query: string,
  pages: number,
) {
  const app: number[] = [];
  const reference: number[] = [];
  let next: string | null = query;
  while (next && app.length < pages) {
    const page = await timed(`${base}/oai?${next}`);
    if (!page.text.includes('<record>') && !page.text.includes('<header')) {
      throw new Error(`no records: ${page.text.slice(0, 500)}`);
    }
    app.push(page.ms);
    floor.answer(page.text);
    reference.push((await timed(floor.url)).ms);
    const token = TOKEN.exec(page.text)?.[1];
    next = token ? `verb=${query.split('&')[0]!.slice(5)}&resumptionToken=${token}` : null;
  }
  return { app, reference };
}

const HARVESTS = [
  {
    label: 'ListRecords oai_dc, every page',
    query: 'verb=ListRecords&metadataPrefix=oai_dc',
    pages: Infinity,
  },
  { label: 'ListRecords marc21', query: 'verb=ListRecords&metadataPrefix=marc21', pages: PAGES },
  {
    label: 'ListRecords set=language:tam',
    query: 'verb=ListRecords&metadataPrefix=oai_dc&set=language:tam',
    pages: PAGES,
  },
  {
    label: 'ListIdentifiers from a month ago',
    query: `verb=ListIdentifiers&metadataPrefix=oai_dc&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
    pages: PAGES,
  },
];

const collection = await prepareCollection(
  { ebooks: 1_000, books: BOOKS, inventory: 100_000, downloads: 1_000, events: 40 },
  { dir: values.data },
);
const floor = await bareServer();
try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: await mkdtemp(path.join(os.tmpdir(), 'bench-oai-uploads-')),
    PUBLIC_ORIGIN: 'https://library.example.lk',
  });
  const app = await buildApp({ config, db: collection.db, keepAnswers: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const books = await collection.db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `collection: ${collection.origin}; ${Number(books.n)} titles; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  await harvestTimes(base, floor, HARVESTS[0]!.query, 20); // warm-up: plans, caches
  for (const harvest of HARVESTS) {
    const p50s: number[] = [];
    const p95s: number[] = [];
    const refs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { app: times, reference } = await harvestTimes(
        base,
        floor,
        harvest.query,
        harvest.pages,
      );
      p50s.push(percentile(times, 50));
      p95s.push(percentile(times, 95));
      refs.push(percentile(reference, 95));
      console.log(
        `  ${harvest.label}, round ${round + 1}: ${times.length} pages, p50 ${f(percentile(times, 50))}, p95 ${f(percentile(times, 95))}; bare server p95 ${f(percentile(reference, 95))}`,
      );
    }
    const p95 = median(p95s);
    console.log(
      `${harvest.label}: median of ${ROUNDS} rounds p50 ${f(median(p50s))}, p95 ${f(p95)} (bare server ${f(median(refs))}) — ${p95 <= 50 ? 'met' : 'MISSED'} (≤ 50 ms)`,
    );
  }
  await app.close();
} finally {
  floor.close();
  await collection.stop();
}
