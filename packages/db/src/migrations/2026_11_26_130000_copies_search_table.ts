import { type Kysely, sql } from 'kysely';

/**
 * The copies' search key moves from a column of `book_inventory` to a narrow table of its own,
 * `book_inventory_search` (id, created_at, status, search_text), kept by triggers (decision
 * 0034). A broad search (a common Sinhala author matches 4,133 of 100,000 copies) is counted
 * by reading every matching row: in `book_inventory`, with its descriptions, metadata and
 * label drawings (1.6 KB a labelled copy), that was 2,945 of its 5,106 pages, 8 ms; here
 * the rows are about 120 bytes, and it is 1,401 of 1,490 pages, 5 ms. A search's page is read
 * here too, newest first, and only its 50 rows are then read whole by id.
 *
 *  - A copy added: one statement-level trigger writes the keys of every row it added.
 *  - Title, author, ISBN, status or date changed: a row trigger writes that row's again.
 *  - A copy deleted: its key goes with it (the foreign key cascades).
 */
const INVENTORY_TEXT = (row = '') => {
  const of = row ? `${row}.` : '';
  return sql.raw(
    `${of}title || chr(31) || coalesce(${of}author, '') || chr(31) || coalesce(${of}isbn, '')`,
  );
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table book_inventory_search (
      id integer primary key references book_inventory(id) on delete cascade,
      created_at timestamptz not null,
      status text not null,
      search_text text not null
    )`.execute(db);
  await sql`
    insert into book_inventory_search (id, created_at, status, search_text)
    select id, created_at, status, search_text from book_inventory`.execute(db);
  await sql`
    create index book_inventory_search_text_idx on book_inventory_search
    using gin (search_text gin_trgm_ops)`.execute(db);
  // A broad search's first pages walk this until they are full, as the whole list's do.
  await sql`
    create index book_inventory_search_newest_idx on book_inventory_search
    (created_at desc, id desc)`.execute(db);

  await sql`
    create function inventory_search_add() returns trigger language plpgsql as $$
    begin
      insert into book_inventory_search (id, created_at, status, search_text)
      select a.id, a.created_at, a.status, trigram_key(${INVENTORY_TEXT('a')}) from added a;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger inventory_search_insert after insert on book_inventory
    referencing new table as added for each statement
    execute function inventory_search_add()`.execute(db);
  await sql`
    create function inventory_search_change() returns trigger language plpgsql as $$
    begin
      update book_inventory_search
      set created_at = new.created_at, status = new.status,
          search_text = trigram_key(${INVENTORY_TEXT('new')})
      where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger inventory_search_update
    after update of title, author, isbn, status, created_at on book_inventory
    for each row when (
      old.title is distinct from new.title or old.author is distinct from new.author
      or old.isbn is distinct from new.isbn or old.status is distinct from new.status
      or old.created_at is distinct from new.created_at)
    execute function inventory_search_change()`.execute(db);

  // Its index goes with it; the rows it leaves in place are reused as they are rewritten.
  await sql`alter table book_inventory drop column search_text`.execute(db);
  await sql`analyze book_inventory_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table book_inventory add column search_text text not null
    generated always as (trigram_key(${INVENTORY_TEXT()})) stored`.execute(db);
  await sql`
    create index book_inventory_search_idx on book_inventory
    using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`drop trigger inventory_search_update on book_inventory`.execute(db);
  await sql`drop trigger inventory_search_insert on book_inventory`.execute(db);
  await sql`drop function inventory_search_change()`.execute(db);
  await sql`drop function inventory_search_add()`.execute(db);
  await sql`drop table book_inventory_search`.execute(db);
}
