import { type Kysely, sql } from 'kysely';

/**
 * What the OAI-PMH provider (`/oai`, decision 0051) reads:
 * - `books_updated_idx`: the titles by datestamp, so an incremental harvest (`from`) reads the
 *   few titles changed since, never the whole table;
 * - `books_deleted`: a tombstone per deleted title (its id, when, and the sets it was in),
 *   written by PostgreSQL's trigger whatever deletes it, so a harvester learns of deletions
 *   (`deletedRecord` persistent). Ids are never reused (identity column), so a tombstone's id
 *   is never a live title's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index books_updated_idx on books (updated_at, id)`.execute(db);
  await sql`create table books_deleted (
    id integer primary key,
    deleted_at timestamptz not null default now(),
    genre text not null,
    language text not null
  )`.execute(db);
  await sql`create index books_deleted_at_idx on books_deleted (deleted_at, id)`.execute(db);
  await sql`create function books_keep_tombstone() returns trigger language plpgsql as $$
    begin
      insert into books_deleted (id, genre, language) values (old.id, old.genre, old.language)
        on conflict (id) do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger books_keep_tombstone after delete on books
    for each row execute function books_keep_tombstone()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger books_keep_tombstone on books`.execute(db);
  await sql`drop function books_keep_tombstone()`.execute(db);
  await sql`drop table books_deleted`.execute(db);
  await sql`drop index books_updated_idx`.execute(db);
}
