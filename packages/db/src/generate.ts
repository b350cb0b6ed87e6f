import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from './client';
import { ebookSearchDocument } from './ebooks-search/terms';
import { searchVectorOf } from './queries/ebooks';
import { vacuumEbooks } from './queries/ebooks-search-upkeep';
import type { Database } from './schema';

/**
 * A large collection made inside PostgreSQL (`generate_series`, one statement per table), for
 * the benchmarks, the query-plan test and the browser tests at size: titles, authors,
 * descriptions and tags drawn from word lists in English, Tamil and Sinhala by a hash of the
 * row number, so every run makes the same rows. Nothing here is used by the running site.
 */
export interface CollectionSize {
  ebooks?: number;
  books?: number;
  /** Scanned copies (`book_inventory`). */
  inventory?: number;
  /** Rows of `ebook_downloads`, spread over the generated e-books. */
  downloads?: number;
  events?: number;
}

export interface GenerateOptions {
  /**
   * How the e-books' search columns are filled: `app` romanises every row in TypeScript as
   * the site does (romanised and misspelt queries find them), `sql` indexes the native words
   * only (faster; enough for paging, plans and native-script search).
   */
  search?: 'app' | 'sql';
  /**
   * Newest generated row; older ones go back in steps (e-books 10 minutes apart, books 90,
   * copies 5: years of a library's additions, not one afternoon's).
   */
  now?: Date;
}

export interface GenerateReport {
  /** Rows added per table. */
  added: Required<CollectionSize>;
  ms: number;
}

/** Source of every generated row, so the rows can be found (and left out) later. */
export const GENERATED_SOURCE = 'generated';

export const WORDS = {
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

export const NAMES = {
  English: `John Mary Elizabeth George Henry Anne Charles Margaret William Alice Thomas Emily Smith
    Brown Taylor Walker Harris Clarke Wright Hughes Parker Knox Tennent Austen`,
  Tamil: `கந்தசாமி சிவகுமார் முருகன் இளங்கோ செல்வம் பாலசுப்பிரமணியம் கணேசன் ராஜேஸ்வரி மீனாட்சி
    கமலா தமிழ்ச்செல்வி அருள்மொழி சண்முகம் தில்லைநாதன் பத்மநாதன் வள்ளியம்மை`,
  Sinhala: `ගුණසේකර පෙරේරා ජයවර්ධන සිල්වා බණ්ඩාර රත්නායක කුමාරි නිමල් සුනිල් චන්ද්‍ර ප්‍රියන්ත
    දයාවතී සෝමපාල කමලා විජේසිංහ හේරත්`,
} as const;

const list = (text: string) => text.trim().split(/\s+/);

type Tx = Transaction<Database>;

/**
 * Session helpers (pg_temp: gone with the connection): `pick(words, n)` a word chosen by a hash
 * of n, `phrase(words, n, min, max)` min to max such words, `lang(n)` English, Tamil or Sinhala
 * in turn, `words_of(lang)` / `names_of(lang)` its lists.
 */
async function createHelpers(tx: Tx): Promise<void> {
  const array = (words: string[]) => sql`${sql.lit(`{${words.join(',')}}`)}::text[]`;
  await sql`
    create function pg_temp.pick(words text[], n bigint) returns text
    language sql immutable as $$
      select words[1 + abs(hashint8(n)) % cardinality(words)]
    $$`.execute(tx);
  await sql`
    create function pg_temp.phrase(words text[], n bigint, least_words int, most_words int)
    returns text language sql immutable as $$
      select string_agg(pg_temp.pick(words, n * 131 + k), ' ')
      from generate_series(1, least_words + abs(hashint8(n * 7)) % (most_words - least_words + 1)) as k
    $$`.execute(tx);
  await sql`
    create function pg_temp.lang(n bigint) returns text language sql immutable as $$
      select (array['English', 'Tamil', 'Sinhala'])[1 + n % 3]
    $$`.execute(tx);
  await sql`
    create function pg_temp.words_of(language text) returns text[] language sql immutable as $$
      select case language when 'English' then ${array(list(WORDS.English))}
                           when 'Tamil' then ${array(list(WORDS.Tamil))}
                           else ${array(list(WORDS.Sinhala))} end
    $$`.execute(tx);
  await sql`
    create function pg_temp.names_of(language text) returns text[] language sql immutable as $$
      select case language when 'English' then ${array(list(NAMES.English))}
                           when 'Tamil' then ${array(list(NAMES.Tamil))}
                           else ${array(list(NAMES.Sinhala))} end
    $$`.execute(tx);
  // The pseudo-random number of row n for purpose k, from 0 to below m.
  await sql`
    create function pg_temp.roll(n bigint, k int, m int) returns int language sql immutable as $$
      select (abs(hashint8(n * 1000003 + k)) % m)::int
    $$`.execute(tx);
}

const EBOOK_BATCH = 2000;

async function generateEbooks(tx: Tx, count: number, now: Date, search: 'app' | 'sql') {
  await sql`
    create temporary table generated_ebooks on commit drop as
    select i as n,
           initcap(pg_temp.phrase(w, i, 2, 4)) as title,
           pg_temp.pick(p, i * 3) || ' ' || pg_temp.pick(p, i * 5) as author,
           (array['fiction', 'non-fiction', 'poetry', 'history', 'science', 'literature',
                  'biography', 'philosophy'])[1 + pg_temp.roll(i, 1, 8)] as genre,
           'https://www.gutenberg.org/ebooks/' || (900000 + i) || '.epub3.images' as file_url,
           pg_temp.phrase(w, i + 17, 8, 14) || '.' as description,
           language,
           (array['PDF', 'EPUB', 'TXT'])[1 + pg_temp.roll(i, 2, 3)] as file_format,
           (1 + pg_temp.roll(i, 3, 40)) || '.' || pg_temp.roll(i, 4, 10) || ' MB' as file_size,
           20 + pg_temp.roll(i, 5, 800) as total_pages,
           pg_temp.roll(i, 6, 5000) as download_count,
           pg_temp.roll(i, 7, 51) / 10.0 as rating,
           string_to_array(pg_temp.phrase(w, i + 29, 1, 3), ' ') as tags,
           pg_temp.roll(i, 8, 100) = 0 as is_featured,
           pg_temp.roll(i, 9, 50) <> 0 as is_active,
           ${GENERATED_SOURCE}::text as source,
           i::text as source_id,
           ${now}::timestamptz - make_interval(mins => i * 10) as created_at
    from generate_series(1, ${count}::int) as g(i),
         lateral (select pg_temp.lang(i) as language) as l,
         lateral (select pg_temp.words_of(language) as w, pg_temp.names_of(language) as p) as v
  `.execute(tx);
  const insert = (
    from: RawBuilder<unknown>,
    key: RawBuilder<unknown>,
    vector: RawBuilder<unknown>,
  ) =>
    sql`
      insert into ebooks (title, author, genre, file_url, description, language, file_format,
        file_size, total_pages, download_count, rating, tags, is_featured, is_active, source,
        source_id, created_at, updated_at, search_key, search_vector)
      select g.title, g.author, g.genre, g.file_url, g.description, g.language, g.file_format,
             g.file_size, g.total_pages, g.download_count, g.rating, g.tags, g.is_featured,
             g.is_active, g.source, g.source_id, g.created_at, g.created_at, ${key}, ${vector}
      from ${from}
      order by g.n`.execute(tx);
  if (search === 'sql') {
    // The native words, weighted as the site weighs them (romanised forms need the app).
    await insert(
      sql`generated_ebooks as g`,
      sql`lower(g.title || ' ' || g.author)`,
      searchVectorOf({
        title: sql.ref('g.title'),
        author: sql.ref('g.author'),
        tags: sql`array_to_string(g.tags, ' ')`,
        description: sql.ref('g.description'),
      }),
    );
    return;
  }
  // Romanised and folded by the app, as insertEbook does, a batch per statement.
  for (let from = 1; from <= count; from += EBOOK_BATCH) {
    const { rows } = await sql<{
      n: number;
      title: string;
      author: string;
      description: string;
      tags: string[];
    }>`
      select n, title, author, description, tags from generated_ebooks
      where n >= ${from} and n < ${from + EBOOK_BATCH} order by n`.execute(tx);
    const docs = rows.map((row) => ({ n: row.n, ...ebookSearchDocument(row) }));
    const column = <K extends keyof (typeof docs)[number]>(key: K) => docs.map((doc) => doc[key]);
    await insert(
      sql`unnest(${column('n')}::int[], ${column('key')}::text[], ${column('title')}::text[],
                 ${column('author')}::text[], ${column('tags')}::text[],
                 ${column('description')}::text[])
            as v(n, key, title, author, tags, description)
          join generated_ebooks as g on g.n = v.n`,
      sql.ref('v.key'),
      searchVectorOf({
        title: sql.ref('v.title'),
        author: sql.ref('v.author'),
        tags: sql.ref('v.tags'),
        description: sql.ref('v.description'),
      }),
    );
  }
}

async function generateBooks(tx: Tx, count: number, now: Date) {
  await sql`
    insert into books (title, author, genre, description, available, cover_color, language,
      created_at, updated_at)
    select initcap(pg_temp.phrase(w, i + 101, 2, 4)),
           pg_temp.pick(p, i * 11) || ' ' || pg_temp.pick(p, i * 13),
           (array['history', 'poetry', 'technology', 'science', 'art', 'fiction'])
             [1 + pg_temp.roll(i, 11, 6)],
           pg_temp.phrase(w, i + 37, 8, 14) || '.',
           pg_temp.roll(i, 12, 4),
           (array['blue', 'red', 'green', 'amber', 'teal', 'purple', 'brown', 'slate'])
             [1 + pg_temp.roll(i, 13, 8)],
           language,
           ${now}::timestamptz - make_interval(mins => i * 90),
           ${now}::timestamptz - make_interval(mins => i * 90)
    from generate_series(1, ${count}::int) as g(i),
         lateral (select pg_temp.lang(i) as language) as l,
         lateral (select pg_temp.words_of(language) as w, pg_temp.names_of(language) as p) as v
  `.execute(tx);
}

async function generateInventory(tx: Tx, count: number, now: Date) {
  // ISBN-like numbers of their own (978 then 10 digits), one copy each: SKUs stay unique.
  await sql`
    insert into book_inventory (sku, title, author, isbn, category, description, source_method,
      status, branch_id, publisher, publication_year, language, copy_number, created_at,
      last_modified, metadata)
    select 'GEN-' || lpad(i::text, 7, '0'),
           initcap(pg_temp.phrase(w, i + 211, 2, 4)),
           pg_temp.pick(p, i * 17) || ' ' || pg_temp.pick(p, i * 19),
           case when pg_temp.roll(i, 21, 10) < 7 then '978' || lpad(i::text, 10, '0') end,
           (array['History', 'Poetry', 'Fiction', 'Science', 'Religion', 'General'])
             [1 + pg_temp.roll(i, 22, 6)],
           pg_temp.phrase(w, i + 41, 6, 10) || '.',
           (array['ISBN_SCAN', 'ISBN_SCAN', 'OCR_AI', 'MANUAL'])[1 + pg_temp.roll(i, 23, 4)],
           (array['AWAITING_REVIEW', 'AWAITING_REVIEW', 'VERIFIED', 'VERIFIED', 'VERIFIED',
                  'ON_LOAN', 'ARCHIVED'])[1 + pg_temp.roll(i, 24, 7)],
           'JPL',
           pg_temp.pick(p, i * 23) || ' Press',
           1900 + pg_temp.roll(i, 25, 126),
           (array['en', 'ta', 'si'])[1 + i % 3],
           1,
           ${now}::timestamptz - make_interval(mins => i * 5),
           ${now}::timestamptz - make_interval(mins => i * 5),
           '{}'::jsonb
    from generate_series(1, ${count}::int) as g(i),
         lateral (select pg_temp.lang(i) as language) as l,
         lateral (select pg_temp.words_of(language) as w, pg_temp.names_of(language) as p) as v
  `.execute(tx);
}

async function generateDownloads(tx: Tx, count: number, now: Date) {
  await sql`
    with generated as (
      select array_agg(id order by id) as ids from ebooks where source = ${GENERATED_SOURCE}
    )
    insert into ebook_downloads (ebook_id, ip_address, device, user_agent, downloaded_at)
    select ids[1 + pg_temp.roll(i, 31, cardinality(ids))],
           '10.' || pg_temp.roll(i, 32, 256) || '.' || pg_temp.roll(i, 33, 256) || '.'
             || pg_temp.roll(i, 34, 256),
           (array['mobile', 'desktop', 'tablet', 'e-reader'])[1 + pg_temp.roll(i, 35, 4)],
           'Mozilla/5.0 (generated)',
           ${now}::timestamptz - make_interval(secs => i * 7)
    from generated, generate_series(1, ${count}::int) as g(i)
    where cardinality(ids) > 0
  `.execute(tx);
}

async function generateEvents(tx: Tx, count: number, now: Date) {
  // Half already past, half to come, a few with no readable start.
  await sql`
    insert into events (title, description, date, time, category, max_attendees, starts_at,
      duration_minutes, created_at)
    select initcap(pg_temp.phrase(w, i + 307, 2, 4)),
           pg_temp.phrase(w, i + 43, 8, 14) || '.',
           to_char(s, 'Mon DD, YYYY'),
           to_char(s, 'HH12:MI AM'),
           (array['Children', 'Workshop', 'Discussion', 'Special'])[1 + pg_temp.roll(i, 41, 4)],
           20 + pg_temp.roll(i, 42, 200),
           case when pg_temp.roll(i, 43, 20) <> 0 then s end,
           90,
           ${now}::timestamptz
    from generate_series(1, ${count}::int) as g(i),
         lateral (select pg_temp.lang(i) as language) as l,
         lateral (select pg_temp.words_of(language) as w) as v,
         lateral (select date_trunc('hour', ${now}::timestamptz)
                         + make_interval(hours => (i - ${count}::int / 2) * 13) as s) as t
  `.execute(tx);
}

/**
 * Adds a generated collection of `size` to the database (on top of whatever is there), then
 * refreshes the planner's statistics, as autovacuum would a minute later.
 */
export async function generateCollection(
  db: Db,
  size: CollectionSize,
  options: GenerateOptions = {},
): Promise<GenerateReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const search = options.search ?? 'sql';
  const added = {
    ebooks: size.ebooks ?? 0,
    books: size.books ?? 0,
    inventory: size.inventory ?? 0,
    downloads: size.downloads ?? 0,
    events: size.events ?? 0,
  };
  await db.transaction().execute(async (tx) => {
    await createHelpers(tx);
    if (added.ebooks) await generateEbooks(tx, added.ebooks, now, search);
    if (added.books) await generateBooks(tx, added.books, now);
    if (added.inventory) await generateInventory(tx, added.inventory, now);
    if (added.downloads) await generateDownloads(tx, added.downloads, now);
    if (added.events) await generateEvents(tx, added.events, now);
  });
  await vacuumEbooks(db);
  await sql`vacuum (analyze) books, book_inventory, book_inventory_search, ebook_downloads, events`.execute(
    db,
  );
  return { added, ms: performance.now() - started };
}
