/**
 * Latency of `GET /api/ebooks/search` over 100,000 e-books in English, Tamil and Sinhala
 * (issue 5; target p95 ≤ 20 ms). Titles, authors, descriptions and tags are drawn from word
 * lists in each script by a seeded generator, loaded in batches through `insertEbooks` (so
 * each row gets its romanised key and vector as in production), on top of the library's seed.
 * Then a fixed mix of queries (native Tamil and Sinhala, romanised, typos, English) is sent
 * to the real app listening on a local port, one request at a time, timed by the client.
 *
 *   pnpm --filter @app/bench search [--books 100000] [--rounds 30]
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDb,
  ensureDatabase,
  insertEbooks,
  migrateToLatest,
  seed,
  startEmbeddedPostgres,
  vacuumEbooks,
  type EbookGenre,
  type NewEbook,
} from '@app/db';
import { buildApp } from '@app/api/app';
import { loadConfig } from '@app/api/env';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '30' },
  },
});
const BOOKS = Number(values.books);
const ROUNDS = Number(values.rounds);
const TARGET_P95_MS = 20;

const words = {
  English: `sea mountain moon sky rain wind flower tree river dream love courage virtue wealth joy
    island village city house mother father daughter son king queen poet poem story song music
    dance temple light darkness journey history time memory life world heart friendship war
    peace gold pearl harp palm field shore wave sun star bird peacock elephant tiger garden lamp
    library letters monsoon lagoon harbour`,
  Tamil: `கடல் மலை நிலா வானம் மழை காற்று பூ மரம் நதி கனவு காதல் வீரம் அறம் பொருள் இன்பம் தமிழ்
    நாடு ஊர் வீடு தாய் தந்தை மகள் மகன் அரசன் அரசி புலவர் கவிதை கதை பாடல் இசை நடனம் கோவில்
    தெய்வம் ஒளி இருள் பயணம் வரலாறு காலம் நினைவு வாழ்க்கை உலகம் மனம் அன்பு நட்பு போர் அமைதி
    பொன் முத்து யாழ் பனை வயல் கிராமம் நகரம் தீவு கரை அலை சூரியன் விண்மீன் பறவை குயில் மயில்
    யானை புலி`,
  Sinhala: `මුහුද කන්ද සඳ අහස වැස්ස සුළඟ මල ගස ගඟ සිහිනය ආදරය වීරයා ධර්මය ලෝකය ගම නගරය නිවස
    අම්මා තාත්තා දියණිය පුතා රජු රැජින කවිය කතාව ගීතය සංගීතය නැටුම පන්සල දෙවියන් එළිය අඳුර ගමන
    ඉතිහාසය කාලය මතකය ජීවිතය හදවත මිත්‍රත්වය යුද්ධය සාමය රන් මුතු දූපත වෙරළ රළ හිරු තරුව
    කුරුල්ලා කොවුලා මොනරා අලියා කොටියා පොත ගුරුවරයා පාසල කුඹුර වළාකුළ ගොවියා ධීවරයා යාපනය`,
} as const;
const names = {
  English: `John Mary Elizabeth George Henry Anne Charles Margaret William Alice Thomas Emily Smith
    Brown Taylor Walker Harris Clarke Wright Hughes Parker Knox Tennent Austen`,
  Tamil: `கந்தசாமி சிவகுமார் முருகன் இளங்கோ செல்வம் பாலசுப்பிரமணியம் கணேசன் ராஜேஸ்வரி மீனாட்சி
    கமலா தமிழ்ச்செல்வி அருள்மொழி சண்முகம் தில்லைநாதன் பத்மநாதன் வள்ளியம்மை`,
  Sinhala: `ගුණසේකර පෙරේරා ජයවර්ධන සිල්වා බණ්ඩාර රත්නායක කුමාරි නිමල් සුනිල් චන්ද්‍ර ප්‍රියන්ත
    දයාවතී සෝමපාල කමලා විජේසිංහ හේරත්`,
} as const;
const split = (list: string) => list.trim().split(/\s+/);
const GENRES: EbookGenre[] = [
  'fiction',
  'non-fiction',
  'poetry',
  'history',
  'science',
  'literature',
];
const LANGUAGES = ['English', 'Tamil', 'Sinhala'] as const;

/** mulberry32: the same 100,000 books on every run. */
function generator(seedValue: number) {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261121);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const some = (list: readonly string[], min: number, max: number) =>
  Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(list));

function generatedEbook(n: number): NewEbook {
  const language = LANGUAGES[n % 3]!;
  const vocabulary = split(words[language]);
  const people = split(names[language]);
  const title = some(vocabulary, 2, 4).join(' ');
  const capitalised =
    language === 'English' ? title.replace(/\b\w/g, (c) => c.toUpperCase()) : title;
  return {
    title: capitalised,
    author: `${pick(people)} ${pick(people)}`,
    genre: pick(GENRES),
    language,
    description: `${some(vocabulary, 8, 14).join(' ')}.`,
    tags: some(vocabulary, 1, 3),
    fileUrl: `https://www.gutenberg.org/ebooks/${n}.epub3.images`,
    fileFormat: 'EPUB',
    downloadCount: Math.floor(random() * 5000),
    rating: Math.round(random() * 50) / 10,
    isFeatured: random() < 0.01,
    isActive: random() > 0.02,
    source: 'bench',
    sourceId: String(n),
  };
}

/** The fixed mix: what readers type, in every script, with and without mistakes. */
const QUERIES: { kind: string; q: string }[] = [
  { kind: 'native Tamil', q: 'திருக்குறள்' },
  { kind: 'native Tamil', q: 'கடல் கனவு' },
  { kind: 'native Tamil', q: 'குயில்' },
  { kind: 'native Sinhala', q: 'යාපනය' },
  { kind: 'native Sinhala', q: 'මිත්‍රත්වය' },
  { kind: 'native Sinhala', q: 'මිත්රත්වය ගමන' },
  { kind: 'romanised', q: 'thirukkural' },
  { kind: 'romanised', q: 'bharathiyar' },
  { kind: 'romanised', q: 'yapanaya' },
  { kind: 'romanised', q: 'kadal kanavu' },
  { kind: 'romanised', q: 'kurulla' },
  { kind: 'typo', q: 'Frankenstien' },
  { kind: 'typo', q: 'elefant' },
  { kind: 'typo', q: 'pride prejudise' },
  { kind: 'English', q: 'elephant' },
  { kind: 'English', q: 'river journey' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(16)} n=${String(samples.length).padEnd(4)} p50=${f(percentile(sorted, 50))} p95=${f(percentile(sorted, 95))} max=${f(sorted.at(-1)!)}`,
  );
  return percentile(sorted, 95);
}

const parent = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
await chmod(parent, 0o777);
const pg = await startEmbeddedPostgres({ dataDir: path.join(parent, 'pg') });
const db = createDb(await ensureDatabase(pg.url, 'bench'), { max: 10 });
try {
  await migrateToLatest(db);
  await seed(db, { now: new Date() });

  let started = performance.now();
  const CHUNK = 5000;
  for (let from = 0; from < BOOKS; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, BOOKS - from) }, (_, i) =>
      generatedEbook(from + i),
    );
    await insertEbooks(db, rows);
  }
  await vacuumEbooks(db);
  const total = await db
    .selectFrom('ebooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `loaded ${BOOKS} generated e-books (${total.n} in all) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: path.join(parent, 'uploads'),
  });
  const app = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const search = async (q: string) => {
    const begun = performance.now();
    const res = await fetch(`${base}/api/ebooks/search?q=${encodeURIComponent(q)}`, {
      headers: { 'content-type': 'application/json' },
    });
    const found = (await res.json()) as unknown[];
    const ms = performance.now() - begun;
    if (res.status !== 200) throw new Error(`search ${q} failed: ${res.status}`);
    return { ms, found: found.length };
  };

  // Latency on a shared machine says as much about the neighbours as about the search.
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`machine: ${os.cpus().length} cores, load average ${load()} before timing`);
  // Two warm-up rounds settle the JIT, the pool and PostgreSQL's caches.
  for (let round = 0; round < 2; round++) for (const { q } of QUERIES) await search(q);
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const hits = new Map<string, number>();
  started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const { kind, q } of QUERIES) {
      const { ms, found } = await search(q);
      all.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
      hits.set(q, found);
    }
  }
  console.log(`load average ${load()} after timing`);
  console.log(`results per query: ${QUERIES.map(({ q }) => `${q}=${hits.get(q)}`).join(', ')}`);
  for (const [kind, samples] of byKind) summary(kind, samples);
  const p95 = summary('all queries', all);
  console.log(`target: p95 ≤ ${TARGET_P95_MS} ms → ${p95 <= TARGET_P95_MS ? 'MET' : 'MISSED'}`);
  await app.close();
} finally {
  await db.destroy();
  await pg.stop();
  await rm(parent, { recursive: true, force: true });
}
