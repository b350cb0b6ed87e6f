/**
 * What an API token costs a request (issue 28): "Token authentication adds ≤ 1 ms p95 to a
 * request; 100 connections with tokens hold the same ratios as anonymous lists."
 *
 * 1. One request at a time, on the production API: the same pages of the public lists asked
 *    anonymously and with `Authorization: Bearer`, interleaved, in several runs. Both are
 *    answered the same kept answer (a collection read never looks at who asks), so the
 *    difference is the token's check and count alone. The token's cost is the difference of
 *    the two p95s (and p50s) in each run; the median over the runs is the figure. Target:
 *    ≤ 1 ms.
 * 2. 100 connections (autocannon) on the same API, each request with one of 100 tokens in turn
 *    (fresh ones per path, each under its own rate limit of 600 a minute), against a bare
 *    Fastify server answering the same bytes from memory, and against the same paths asked
 *    anonymously. Target: the token's ratio to the reference ≥ 0.5 with p99 ≤ 50 ms, as the
 *    anonymous lists' (bench/api).
 *
 *   pnpm --filter @app/bench tokens [--runs 5] [--pairs 300] [--seconds 8]
 *     [--ebooks 2000] [--data /tmp/jpl-bench-tokens]
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newTokenSecret, tokenHash } from '@app/api-contract';
import { insertApiToken, insertUser } from '@app/db';
import autocannon from 'autocannon';
import { percentile, startChild, startEnv, startFlags, type Child } from '../api/children';
import { COLLECTION_OPTIONS, prepareCollection, sizeFor } from '../data/collection';

const { values } = parseArgs({
  options: {
    ...COLLECTION_OPTIONS,
    ebooks: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    pairs: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '8' },
  },
});
const RUNS = Number(values.runs);
const PAIRS = Number(values.pairs);
const SECONDS = Number(values.seconds);
const TARGET = { addedMs: 1, ratio: 0.5, p99: 50 };
const TOKENS = 100;

const ms = (n: number) => `${n.toFixed(2)} ms`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const collection = await prepareCollection(sizeFor(Number(values.ebooks)), { dir: values.data });
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-tokens-'));
const children: Child[] = [];

const owner = (await insertUser(collection.db, {
  email: `bench-tokens-${Date.now()}@bench.jaffnalibrary.lk`,
  role: 'librarian',
  displayName: 'Bench Token Owner',
  passwordHash: 'not-used',
}))!;

/** `TOKENS` new live tokens of a librarian's, reading the catalogue. */
async function makeTokens(): Promise<string[]> {
  const secrets: string[] = [];
  for (let i = 0; i < TOKENS; i++) {
    const secret = newTokenSecret();
    await insertApiToken(collection.db, {
      userId: owner.id,
      name: `bench ${i}`,
      scopes: ['catalogue:read'],
      tokenHash: tokenHash(secret),
      prefix: secret.slice(0, 10),
      createdBy: owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    secrets.push(secret);
  }
  return secrets;
}

/** Client time of one GET (loopback), failing loudly on anything but 200. */
async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const begun = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const took = performance.now() - begun;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return took;
}

/** Part 1: the same pages anonymous and with a token, interleaved, `RUNS` times. */
async function oneAtATime(api: Child) {
  const secrets = await makeTokens();
  const pages = [
    '/api/ebooks?limit=24&offset=',
    '/api/books?limit=24&offset=',
    '/api/events?offset=',
  ];
  const addedP95: number[] = [];
  const addedP50: number[] = [];
  console.log(`1. one request at a time; ${PAIRS} pairs a run, ${RUNS} runs`);
  for (let run = 0; run < RUNS; run++) {
    const anonymous: number[] = [];
    const withToken: number[] = [];
    for (let i = 0; i < PAIRS + 20; i++) {
      const url = `${api.url}${pages[i % pages.length]}${(i * 24) % 480}`;
      const bearer = { authorization: `Bearer ${secrets[i % secrets.length]}` };
      // Alternate which goes first, so neither always finds the other's pages warm.
      let a: number;
      let t: number;
      if (i % 2 === 0) {
        a = await timed(url, {});
        t = await timed(url, bearer);
      } else {
        t = await timed(url, bearer);
        a = await timed(url, {});
      }
      if (i < 20) continue;
      anonymous.push(a);
      withToken.push(t);
    }
    anonymous.sort((a, b) => a - b);
    withToken.sort((a, b) => a - b);
    addedP95.push(percentile(withToken, 95) - percentile(anonymous, 95));
    addedP50.push(percentile(withToken, 50) - percentile(anonymous, 50));
    console.log(
      `  run ${run + 1}: anonymous p50 ${ms(percentile(anonymous, 50))} p95 ${ms(percentile(anonymous, 95))}; token p50 ${ms(percentile(withToken, 50))} p95 ${ms(percentile(withToken, 95))}`,
    );
  }
  const added = median(addedP95);
  console.log(
    `token adds (median of ${RUNS} runs): p50 ${ms(median(addedP50))}, p95 ${ms(added)} (target ≤ ${TARGET.addedMs} ms) → ${added <= TARGET.addedMs ? 'MET' : 'MISSED'}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
}

/** 100 connections at `url` for `SECONDS`, each request with `headers()`. */
function load(url: string, headers: () => Record<string, string>) {
  let reader = 0;
  return autocannon({
    url,
    connections: 100,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          reader = (reader + 1) % 65_536;
          const from = `10.${100 + (reader >> 14)}.${(reader >> 8) & 63}.${reader & 255}`;
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': from, ...headers() },
          };
        },
      },
    ],
  }) as Promise<autocannon.Result>;
}

/** Part 2: the production API under 100 connections, tokens against anonymous and a ceiling. */
async function underLoad(api: Child) {
  const paths = ['/api/ebooks', '/api/books', '/api/events'];
  const answers: Record<string, { body: unknown; headers: Record<string, string> }> = {};
  for (const url of paths) {
    const res = await fetch(api.url + url);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const total = res.headers.get('x-total-count');
    if (total) headers['x-total-count'] = total;
    answers[url] = { body: await res.json(), headers };
  }
  const answersFile = path.join(workDir, 'answers.json');
  await writeFile(answersFile, JSON.stringify(answers));
  const reference = await startChild('../api/reference-server.ts', {}, [answersFile]);
  children.push(reference);
  console.log(
    `\n2. 100 connections, ${SECONDS} s each; the production API, anonymous and with ${TOKENS} tokens in turn, against a bare server answering the same JSON`,
  );
  for (const url of paths) {
    const secrets = await makeTokens();
    let turn = 0;
    const nextToken = () => ({ authorization: `Bearer ${secrets[turn++ % secrets.length]}` });
    const ceiling = await load(reference.url + url, () => ({}));
    const anonymous = await load(api.url + url, () => ({}));
    const tokens = await load(api.url + url, nextToken);
    const errors = tokens.errors + tokens.timeouts + tokens.non2xx;
    const row = (name: string, result: autocannon.Result) =>
      `${name} ${result.requests.average.toFixed(0)} req/s (ratio ${(result.requests.average / ceiling.requests.average).toFixed(2)}, p99 ${result.latency.p99} ms)`;
    const ratio = tokens.requests.average / ceiling.requests.average;
    const met = ratio >= TARGET.ratio && tokens.latency.p99 <= TARGET.p99 && errors === 0;
    console.log(
      `${url.padEnd(12)} reference ${ceiling.requests.average.toFixed(0)} req/s; ${row('anonymous', anonymous)}; ${row('tokens', tokens)}, ${errors} errors → ${met ? 'MET' : 'MISSED'} (≥ ${TARGET.ratio}, p99 ≤ ${TARGET.p99} ms, no errors)`,
    );
  }
}

try {
  const api = await startChild(
    '../api/api-server.ts',
    { ...startEnv(), DATABASE_URL: collection.url },
    [],
    startFlags(),
  );
  children.push(api);
  await oneAtATime(api);
  await underLoad(api);
} finally {
  for (const child of children.reverse()) await child.stop();
  await collection.stop();
  await rm(workDir, { recursive: true, force: true });
}
