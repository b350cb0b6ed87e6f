import { type Kysely, sql } from 'kysely';

/**
 * How many rows each large list has, kept by triggers: every page of a list says its true
 * total, and counting 100,000 rows on each request (8 ms and more, a read of the whole index)
 * would cost more than the page itself. One small table per list, a row per combination of
 * the columns the list filters on; a list's total is the sum of the rows its filter selects.
 * Inserts and deletes are counted once per statement (a bulk load adds one update per
 * combination); an update is counted only when it moves a row between combinations (so a
 * download, which changes only `download_count`, touches no counter). TRUNCATE empties them.
 */
const LISTS = [
  {
    table: 'ebooks',
    counts: 'ebook_counts',
    keys: [
      ['genre', 'text'],
      ['language', 'text'],
      ['is_active', 'boolean'],
      ['is_featured', 'boolean'],
    ],
  },
  { table: 'books', counts: 'book_counts', keys: [['genre', 'text']] },
  {
    table: 'book_inventory',
    counts: 'inventory_counts',
    keys: [
      ['status', 'text'],
      ['source_method', 'text'],
    ],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, counts, keys } of LISTS) {
    const names = keys.map(([name]) => name);
    const columns = sql.raw(names.join(', '));
    const of = (alias: string) => sql.raw(names.map((name) => `${alias}.${name}`).join(', '));
    const changed = sql.raw(
      names.map((name) => `old.${name} is distinct from new.${name}`).join(' or '),
    );
    const t = sql.id(table);
    const c = sql.id(counts);
    const fn = (suffix: string) => sql.id(`${counts}_${suffix}`);
    const upsert = (source: string, sign: '' | '-') => sql`
      insert into ${c} as c (${columns}, n)
      select ${columns}, ${sql.raw(sign)}count(*) from ${sql.raw(source)}
      group by ${columns} order by ${columns}
      on conflict (${columns}) do update set n = c.n + excluded.n`;

    await sql`
      create table ${c} (
        ${sql.join(keys.map(([name, type]) => sql`${sql.id(name)} ${sql.raw(type)} not null`))},
        n bigint not null,
        primary key (${columns})
      )`.execute(db);
    await sql`insert into ${c} (${columns}, n) select ${columns}, count(*) from ${t} group by ${columns}`.execute(
      db,
    );
    await sql`
      create function ${fn('add')}() returns trigger language plpgsql as $$
      begin ${upsert('added', '')}; return null; end $$`.execute(db);
    await sql`
      create function ${fn('remove')}() returns trigger language plpgsql as $$
      begin ${upsert('removed', '-')}; return null; end $$`.execute(db);
    await sql`
      create function ${fn('move')}() returns trigger language plpgsql as $$
      begin
        update ${c} set n = n - 1 where (${columns}) = (${of('old')});
        insert into ${c} as c (${columns}, n) values (${of('new')}, 1)
        on conflict (${columns}) do update set n = c.n + 1;
        return null;
      end $$`.execute(db);
    await sql`
      create function ${fn('reset')}() returns trigger language plpgsql as $$
      begin delete from ${c}; return null; end $$`.execute(db);
    await sql`
      create trigger ${fn('insert')} after insert on ${t} referencing new table as added
      for each statement execute function ${fn('add')}()`.execute(db);
    await sql`
      create trigger ${fn('delete')} after delete on ${t} referencing old table as removed
      for each statement execute function ${fn('remove')}()`.execute(db);
    await sql`
      create trigger ${fn('update')} after update of ${columns} on ${t}
      for each row when (${changed}) execute function ${fn('move')}()`.execute(db);
    await sql`
      create trigger ${fn('truncate')} after truncate on ${t}
      for each statement execute function ${fn('reset')}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, counts } of LISTS) {
    for (const event of ['insert', 'delete', 'update', 'truncate']) {
      await sql`drop trigger ${sql.id(`${counts}_${event}`)} on ${sql.id(table)}`.execute(db);
    }
    for (const suffix of ['add', 'remove', 'move', 'reset']) {
      await sql`drop function ${sql.id(`${counts}_${suffix}`)}()`.execute(db);
    }
    await sql`drop table ${sql.id(counts)}`.execute(db);
  }
}
