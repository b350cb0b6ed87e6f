import { sql, type Transaction } from 'kysely';
import type { Db } from './client';
import { NAMES, WORDS } from './generate';
import { LIBRARY_TIME_ZONE } from './library-time';
import type { Database } from './schema';

/**
 * A library in circulation made inside PostgreSQL (`generate_series`, a statement per table),
 * for the circulation benchmark: titles and their copies over the branches, members in every
 * category, years of returned loans, the loans out now (some late, some due in the next two
 * days) and the holds queued for titles with every copy out (the first of some set aside). The
 * rows come from a hash of their number, so every run makes the same library. Nothing here is
 * used by the running site.
 *
 * The shape, which the benchmark relies on:
 * - the first `heldTitles` titles have every copy out: on loan, or (the first copy of the first
 *   `readyHolds` titles) set aside for a ready hold; the others wait in those titles' queues;
 * - every other title has its copies on the shelf except those lent;
 * - current loans go to distinct members first, then a second loan to some of them (never
 *   more than any category allows); the `dueSoonLoans` loans are each a different member's,
 *   reachable by e-mail, so the day's due-soon reminders are that many mails to that many
 *   addresses; the late loans' reminders were sent before (their rows say so);
 * - each hold is a different member's, for a title they do not have on loan.
 */
export interface CirculationSize {
  members: number;
  /** Titles (`books`); the copies are spread evenly over them. */
  titles: number;
  /** Copies (`book_inventory`), over the titles and the branches. */
  copies: number;
  /** Returned loans, over the years before `now`. */
  pastLoans: number;
  /** Loans out now, `overdueLoans` of them late and `dueSoonLoans` due within two days. */
  currentLoans: number;
  overdueLoans: number;
  dueSoonLoans: number;
  /** Open holds, `readyHolds` of them ready (a copy set aside), the rest waiting. */
  holds: number;
  readyHolds: number;
}

/** The issue's library (issue 27): 50,000 members, 150,000 copies, 1,000,000 past loans. */
export const CIRCULATION_SIZE: CirculationSize = {
  members: 50_000,
  titles: 30_000,
  copies: 150_000,
  pastLoans: 1_000_000,
  currentLoans: 30_000,
  overdueLoans: 7_500,
  dueSoonLoans: 10_000,
  holds: 20_000,
  readyHolds: 2_000,
};

/** Changes when the same sizes make a different library: a kept one is then made again. */
export const CIRCULATION_VERSION = 2;

/** Rows each table got, and how long it took. */
export interface CirculationReport {
  added: Record<'titles' | 'copies' | 'members' | 'loans' | 'holds' | 'messages', number>;
  ms: number;
}

/** Member numbers, e-mail addresses and SKUs of generated rows start with these. */
export const CIRCULATION_SKU_PREFIX = 'CIRC-';
export const CIRCULATION_EMAIL_DOMAIN = 'members.bench.jaffnalibrary.lk';

type Tx = Transaction<Database>;
const HOUR = sql`interval '1 hour'`;

/** The sizes' derived counts, checked against the shape described above. */
function shapeOf(size: CirculationSize) {
  const perTitle = Math.floor(size.copies / size.titles);
  const heldTitles = Math.max(size.readyHolds, Math.round(size.titles / 10));
  const heldCopiesOut = heldTitles * perTitle - size.readyHolds;
  // Distinct members take the first loans; the rest are second loans of the first of them.
  const firstLoans = Math.min(size.members, size.currentLoans - Math.floor(size.currentLoans / 3));
  const problems = [
    perTitle < 1 && 'fewer copies than titles',
    heldCopiesOut > size.currentLoans && 'too few current loans for the held titles',
    size.currentLoans - heldCopiesOut > size.copies - heldTitles * perTitle &&
      'more loans than copies',
    size.currentLoans > 2 * firstLoans && 'more than two loans a member',
    size.overdueLoans + size.dueSoonLoans > size.currentLoans && 'too many late and due loans',
    size.dueSoonLoans > firstLoans && 'more due-soon loans than borrowers',
    2 * size.holds > size.members && 'too few members for the holds',
    size.readyHolds > size.holds && 'more ready holds than holds',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`circulation size: ${problems.join('; ')}`);
  return { perTitle, heldTitles, heldCopiesOut, firstLoans };
}

/**
 * `roll(n, k, m)`: the pseudo-random number of row n for purpose k, 0 to below m; `pick(words,
 * n)` a word by a hash of n; `luhn(digits)` the member number's check digit (as
 * `formatMemberNumber` in the contract computes it).
 */
async function createHelpers(tx: Tx): Promise<void> {
  await sql`
    create function pg_temp.roll(n bigint, k int, m int) returns int language sql immutable as $$
      select (abs(hashint8(n * 1000003 + k)) % m)::int
    $$`.execute(tx);
  await sql`
    create function pg_temp.pick(words text[], n bigint) returns text
    language sql immutable as $$
      select words[1 + abs(hashint8(n)) % cardinality(words)]
    $$`.execute(tx);
  await sql`
    create function pg_temp.luhn(digits text) returns int language sql immutable as $$
      select ((10 - sum(case when i % 2 = 1 then (2 * d) / 10 + (2 * d) % 10 else d end) % 10)
              % 10)::int
      from (select i, substr(reverse(digits), i, 1)::int as d
            from generate_series(1, length(digits)) as i) as digit
    $$`.execute(tx);
}

const words = (text: string) => text.trim().split(/\s+/);
const textArray = (list: string[]) => sql`${sql.lit(`{${list.join(',')}}`)}::text[]`;

/** Titles, then `circ_titles (n, id)`: the n-th generated title's id. */
async function generateTitles(tx: Tx, count: number, now: Date) {
  const before = await sql<{ id: number }>`select coalesce(max(id), 0) as id from books`.execute(
    tx,
  );
  const all = textArray([...words(WORDS.English), ...words(WORDS.Tamil)]);
  const names = textArray([...words(NAMES.English), ...words(NAMES.Tamil)]);
  await sql`
    insert into books (title, author, genre, description, available, cover_color, language,
      created_at, updated_at)
    select initcap(pg_temp.pick(${all}, i * 3) || ' ' || pg_temp.pick(${all}, i * 5) || ' '
             || pg_temp.pick(${all}, i * 7)),
           pg_temp.pick(${names}, i * 11) || ' ' || pg_temp.pick(${names}, i * 13),
           (array['history', 'poetry', 'technology', 'science', 'art', 'fiction'])
             [1 + pg_temp.roll(i, 1, 6)],
           'A title in circulation.', 0,
           (array['blue', 'red', 'green', 'amber', 'teal', 'purple'])[1 + pg_temp.roll(i, 2, 6)],
           (array['English', 'Tamil', 'Sinhala'])[1 + i % 3],
           ${now}::timestamptz - make_interval(days => i % 3000),
           ${now}::timestamptz - make_interval(days => i % 3000)
    from generate_series(1, ${count}::int) as i order by i`.execute(tx);
  await sql`
    create temporary table circ_titles on commit drop as
    select row_number() over (order by id)::int as n, id from books
    where id > ${before.rows[0]!.id}`.execute(tx);
  await sql`alter table circ_titles add primary key (n)`.execute(tx);
  await sql`analyze circ_titles`.execute(tx);
}

/**
 * Copies, then `circ_copies (n, id, book_id, branch_id, status)`. Copy n belongs to title
 * 1 + (n - 1) / perTitle for the held titles' copies, and round the other titles after them.
 */
async function generateCopies(tx: Tx, size: CirculationSize, shape: ReturnType<typeof shapeOf>) {
  const { perTitle, heldTitles, heldCopiesOut } = shape;
  const heldCopies = heldTitles * perTitle;
  const lentElsewhere = size.currentLoans - heldCopiesOut;
  await sql`
    create temporary table circ_copies on commit drop as
    with plan as (
      select n,
             case when n <= ${heldCopies}::int
                  then 1 + (n - 1) / ${perTitle}::int
                  else ${heldTitles}::int + 1 + (n - ${heldCopies}::int - 1) % (${size.titles}::int - ${heldTitles}::int)
             end as title_n
      from generate_series(1, ${size.copies}::int) as n
    ),
    lent as (
      select n from plan where n > ${heldCopies}::int
      order by hashint8(n * 17) limit ${lentElsewhere}::int
    )
    select p.n, t.id as book_id,
           (select array_agg(id order by id) from branches)
             [1 + pg_temp.roll(p.n, 3, (select count(*)::int from branches))] as branch_id,
           case when p.n <= ${heldCopies}::int and (p.n - 1) % ${perTitle}::int = 0
                     and p.title_n <= ${size.readyHolds}::int then 'ON_HOLD'
                when p.n <= ${heldCopies}::int or p.n in (select n from lent) then 'ON_LOAN'
                else 'VERIFIED' end as status,
           p.title_n
    from plan as p join circ_titles as t on t.n = p.title_n`.execute(tx);
  await sql`
    insert into book_inventory (sku, title, author, isbn, category, source_method, status,
      branch_id, language, copy_number, book_id, created_at, last_modified, verified_at, metadata)
    select ${CIRCULATION_SKU_PREFIX} || lpad(c.n::text, 7, '0'), b.title, b.author, null,
           initcap(b.genre), 'ISBN_SCAN', c.status, c.branch_id,
           (array['en', 'ta', 'si'])[1 + c.title_n % 3], 1 + (c.n - 1) % ${perTitle}::int, c.book_id,
           b.created_at, b.created_at, b.created_at, '{}'::jsonb
    from circ_copies as c join books as b on b.id = c.book_id
    order by c.n`.execute(tx);
  await sql`alter table circ_copies add column id int`.execute(tx);
  await sql`
    update circ_copies as c set id = i.id from book_inventory as i
    where i.sku = ${CIRCULATION_SKU_PREFIX} || lpad(c.n::text, 7, '0')`.execute(tx);
  await sql`alter table circ_copies add primary key (n)`.execute(tx);
  // Temporary tables have no statistics until asked: without, every join to one is a guess.
  await sql`analyze circ_copies`.execute(tx);
}

/**
 * Members, then `circ_members (n, id, loan_rank, hold_rank, reachable)`: two orders of the
 * members by hash, one for who borrows, one for who holds.
 */
async function generateMembers(tx: Tx, count: number, now: Date) {
  const { rows } = await sql<{ base: number; before: number }>`
    select (select case when is_called then last_value else 0 end from member_number_seq)::int
             as base,
           (select coalesce(max(id), 0) from members)::int as before`.execute(tx);
  const { base, before } = rows[0]!;
  const names = textArray([...words(NAMES.English), ...words(NAMES.Tamil)]);
  await sql`
    insert into members (member_number, full_name, phone, email, branch_id, status, category_id,
      message_language, email_messages, created_at, updated_at)
    select 'M' || d || pg_temp.luhn(d),
           pg_temp.pick(${names}, i * 7) || ' ' || pg_temp.pick(${names}, i * 29),
           '021 ' || lpad((2000000 + i)::text, 7, '0'),
           case when pg_temp.roll(i, 4, 10) <> 0
                then 'member' || i || '@' || ${CIRCULATION_EMAIL_DOMAIN} end,
           (select array_agg(id order by id) from branches)
             [1 + i % (select count(*) from branches)],
           case when pg_temp.roll(i, 5, 100) = 0 then 'suspended' else 'active' end,
           case when pg_temp.roll(i, 6, 20) < 12 then 'adult'
                when pg_temp.roll(i, 6, 20) < 16 then 'student'
                when pg_temp.roll(i, 6, 20) < 19 then 'child' else 'staff' end,
           (array['en', 'ta', 'si', null])[1 + pg_temp.roll(i, 7, 4)],
           pg_temp.roll(i, 8, 20) <> 0,
           ${now}::timestamptz - make_interval(days => i % 2000),
           ${now}::timestamptz - make_interval(days => i % 2000)
    from generate_series(${base + 1}::int, ${base + count}::int) as i,
         lateral (select lpad(i::text, 6, '0') as d) as digits
    order by i`.execute(tx);
  await sql`select setval('member_number_seq', ${base + count})`.execute(tx);
  await sql`
    create temporary table circ_members on commit drop as
    select id,
           row_number() over (order by hashint8(id * 31))::int as loan_rank,
           row_number() over (order by hashint8(id * 53))::int as hold_rank,
           (email is not null and email_messages and status = 'active') as reachable
    from members where id > ${before}`.execute(tx);
  await sql`create unique index on circ_members (loan_rank)`.execute(tx);
  await sql`create unique index on circ_members (hold_rank)`.execute(tx);
  await sql`analyze circ_members`.execute(tx);
}

/**
 * The loans out now: the n-th copy out (in hash order) to the member of loan rank n, then
 * second loans to the first ranks. Due-soon loans are first loans of reachable members, due
 * within two days; late ones 1.5 to 60 days late; the rest due 3 to 20 days on.
 */
async function generateCurrentLoans(
  tx: Tx,
  size: CirculationSize,
  shape: ReturnType<typeof shapeOf>,
  now: Date,
) {
  await sql`
    create temporary table circ_loans on commit drop as
    with out_copies as (
      select row_number() over (order by hashint8(n * 7))::int as j, id, book_id, branch_id
      from circ_copies where status = 'ON_LOAN'
    ),
    placed as (
      select o.*, m.id as member_id, m.reachable and o.j <= ${shape.firstLoans}::int as may_remind
      from out_copies as o
      join circ_members as m on m.loan_rank =
        case when o.j <= ${shape.firstLoans}::int then o.j else o.j - ${shape.firstLoans}::int end
    ),
    due_soon as (
      select j from placed where may_remind order by j limit ${size.dueSoonLoans}::int
    ),
    late as (
      select j from placed where j not in (select j from due_soon)
      order by hashint8(j * 5) limit ${size.overdueLoans}::int
    )
    select p.*,
           case when p.j in (select j from due_soon) then 'due-soon'
                when p.j in (select j from late) then 'late' else 'later' end as kind
    from placed as p`.execute(tx);
  await sql`analyze circ_loans`.execute(tx);
  await sql`
    insert into loans (book_id, member_id, inventory_id, branch_id, checkout_date, due_date,
      status, renewals)
    select book_id, member_id, id, branch_id, due - interval '14 days', due, 'active',
           pg_temp.roll(j, 9, 3) / 2
    from circ_loans,
         lateral (select ${now}::timestamptz + case kind
           when 'due-soon' then ${HOUR} * (2 + pg_temp.roll(j, 10, 46))
           when 'late' then -(${HOUR} * (36 + pg_temp.roll(j, 11, 1404)))
           else ${HOUR} * (72 + pg_temp.roll(j, 12, 408)) end as due) as d
    order by due`.execute(tx);
}

/** Returned loans: any copy to any member, over three years before `now`, each 2 to 25 days. */
async function generatePastLoans(tx: Tx, size: CirculationSize, now: Date) {
  // Joined by number, not picked from arrays: an array element read per row detoasts the array.
  await sql`
    insert into loans (book_id, member_id, inventory_id, branch_id, checkout_date, due_date,
      return_date, status)
    select c.book_id, m.id, c.id, c.branch_id, r.t, r.t + interval '14 days',
           r.t + make_interval(days => 2 + pg_temp.roll(i, 14, 24)), 'returned'
    from generate_series(1, ${size.pastLoans}::int) as i,
         lateral (select 1 + pg_temp.roll(i, 15, ${size.copies}::int) as copy_n,
                         1 + pg_temp.roll(i, 13, ${size.members}::int) as member_rank,
                         ${now}::timestamptz - interval '30 days'
                           - make_interval(mins => pg_temp.roll(i, 16, 1100 * 24 * 60)) as t) as r
    join circ_copies as c on c.n = r.copy_n
    join circ_members as m on m.loan_rank = r.member_rank
    order by r.t`.execute(tx);
}

/**
 * Holds on the held titles: hold h is the member of hold rank h (or h + holds, when that one
 * has the title on loan); the first `readyHolds` hold the set-aside copy of title h, the rest
 * wait in the titles' queues, oldest first.
 */
async function generateHolds(
  tx: Tx,
  size: CirculationSize,
  shape: ReturnType<typeof shapeOf>,
  now: Date,
) {
  await sql`
    insert into holds (book_id, member_id, pickup_branch_id, status, inventory_id, created_at,
      ready_at, expires_at)
    select t.id, who.member_id, h.branch_id, h.status, h.copy_id, h.created_at, h.ready_at,
           h.ready_at + interval '7 days'
    from (
      select i,
             case when i <= ${size.readyHolds}::int then i
                  else 1 + (i - ${size.readyHolds}::int - 1) % ${shape.heldTitles}::int end as title_n,
             case when i <= ${size.readyHolds}::int then 'ready' else 'waiting' end as status,
             case when i <= ${size.readyHolds}::int then (
               select id from circ_copies where n = (i - 1) * ${shape.perTitle}::int + 1) end as copy_id,
             case when i <= ${size.readyHolds}::int then ${now}::timestamptz
               - make_interval(mins => pg_temp.roll(i, 18, 6 * 24 * 60)) end as ready_at,
             ${now}::timestamptz - make_interval(mins => 60 * 24 * 7 + pg_temp.roll(i, 17, 40000))
               as created_at,
             (select array_agg(id order by id) from branches)
               [1 + i % (select count(*)::int from branches)] as branch_id
      from generate_series(1, ${size.holds}::int) as i
    ) as h
    join circ_titles as t on t.n = h.title_n,
    lateral (
      select m.id as member_id from circ_members as m
      where m.hold_rank in (h.i, h.i + ${size.holds}::int)
        and not exists (select 1 from loans as l where l.member_id = m.id
                          and l.book_id = t.id and l.status = 'active')
      order by m.hold_rank limit 1
    ) as who
    order by h.created_at`.execute(tx);
}

/**
 * The messages already sent: a due-soon reminder for every returned loan (years of them: the
 * table the reminders job reads its queue from is that large), every overdue reminder of the
 * late loans (so none is due again however late a loan grows between runs), and the ready
 * holds' hold-ready messages. Members without an address or who opted out have rows that say so.
 */
async function generateSentMessages(tx: Tx, now: Date) {
  const status = sql`case when m.email is null then 'no-address'
    when not m.email_messages then 'opted-out' else 'sent' end`;
  await sql`
    insert into member_messages (member_id, kind, subject_key, language, email, status,
      created_at, sent_at)
    select m.id, x.kind, x.subject_key, coalesce(m.message_language, 'en'), m.email, ${status},
           x.at, case when ${status} = 'sent' then x.at end
    from (
      select l.member_id, 'due-soon' as kind, l.id || ':'
               || to_char(l.due_date at time zone ${LIBRARY_TIME_ZONE}, 'YYYY-MM-DD') as subject_key,
             l.due_date - interval '2 days' as at
      from loans as l join circ_copies as c on c.id = l.inventory_id
      where l.status = 'returned'
      union all
      select l.member_id, k.kind, l.id::text, l.due_date + interval '1 day'
      from loans as l join circ_loans as c on c.id = l.inventory_id
      cross join (values ('overdue-1'), ('overdue-7'), ('overdue-14')) as k(kind)
      where c.kind = 'late' and l.status = 'active'
      union all
      select h.member_id, 'hold-ready', h.id::text, h.ready_at
      from holds as h join circ_copies as c on c.id = h.inventory_id
      where h.status = 'ready'
    ) as x
    join members as m on m.id = x.member_id
    where x.at < ${now}
    order by x.at
    on conflict do nothing`.execute(tx);
}

const countOf = async (tx: Tx, table: string, where = sql`true`) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`
    .execute(tx)
    .then((r) => r.rows[0]!.n)) as number;

/**
 * Adds a library in circulation of `size` to the database (on top of whatever is there), then
 * refreshes the planner's statistics, as autovacuum would a minute later.
 */
export async function generateCirculation(
  db: Db,
  size: CirculationSize = CIRCULATION_SIZE,
  options: { now?: Date } = {},
): Promise<CirculationReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const shape = shapeOf(size);
  const added = await db.transaction().execute(async (tx) => {
    const before = {
      loans: await countOf(tx, 'loans'),
      holds: await countOf(tx, 'holds'),
      messages: await countOf(tx, 'member_messages'),
    };
    await createHelpers(tx);
    await generateTitles(tx, size.titles, now);
    await generateCopies(tx, size, shape);
    await generateMembers(tx, size.members, now);
    await generateCurrentLoans(tx, size, shape, now);
    await generatePastLoans(tx, size, now);
    await generateHolds(tx, size, shape, now);
    await generateSentMessages(tx, now);
    return {
      titles: size.titles,
      copies: size.copies,
      members: size.members,
      loans: (await countOf(tx, 'loans')) - before.loans,
      holds: (await countOf(tx, 'holds')) - before.holds,
      messages: (await countOf(tx, 'member_messages')) - before.messages,
    };
  });
  await sql`vacuum (analyze) books, book_inventory, book_inventory_search, members, loans,
    holds, member_messages`.execute(db);
  return { added, ms: performance.now() - started };
}

/**
 * Moves the circulation's open dates (active loans, open holds) `ms` later, so a library made
 * days ago is as late, as due and as held relative to now as when it was made; returned loans
 * stay where they are (older history).
 */
export async function shiftCirculation(db: Db, ms: number): Promise<void> {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await db.transaction().execute(async (tx) => {
    await sql`update loans set checkout_date = checkout_date + ${by}, due_date = due_date + ${by}
      where status = 'active'`.execute(tx);
    await sql`update holds set created_at = created_at + ${by}, ready_at = ready_at + ${by},
      expires_at = expires_at + ${by} where status in ('waiting', 'ready')`.execute(tx);
  });
  await sql`vacuum (analyze) loans, holds`.execute(db);
}
