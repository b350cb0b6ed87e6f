import { type Kysely, sql } from 'kysely';

/**
 * Stocktakes (issue 29, decision 0045): staff scan every copy on a branch's shelves (or a
 * range of them by call number) and the library sees what is missing. A stocktake is open
 * while it is scanned and closed when staff finish it; each scan is a row, unique per
 * stocktake by the device's id for it (`client_scan_id`), so a scan sent again from an offline
 * queue counts once.
 *
 * Also: the copy status `MISSING` (a copy a stocktake did not find, marked so by staff), and a
 * copy's call number (`call_number`, its shelf mark: a stocktake may cover a range of them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table book_inventory drop constraint book_inventory_status_check`.execute(db);
  await sql`alter table book_inventory add constraint book_inventory_status_check
    check (status in ('AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN', 'ON_HOLD', 'MISSING', 'ARCHIVED'))`.execute(
    db,
  );
  await sql`alter table book_inventory add column call_number text`.execute(db);
  // A stocktake reads a branch's copies, in call-number order when it covers a range.
  await sql`create index book_inventory_branch_call_number_idx
    on book_inventory (branch_id, call_number)`.execute(db);

  await sql`create table stocktakes (
    id serial primary key,
    branch_id text not null references branches (id),
    call_number_from text,
    call_number_to text,
    started_by uuid references users (id) on delete set null,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    status text not null default 'open' check (status in ('open', 'closed')),
    check ((status = 'closed') = (finished_at is not null))
  )`.execute(db);
  await sql`create index stocktakes_started_idx on stocktakes (started_at desc)`.execute(db);

  await sql`create table stocktake_scans (
    id bigserial primary key,
    stocktake_id integer not null references stocktakes (id) on delete cascade,
    code text not null,
    inventory_id integer references book_inventory (id) on delete set null,
    client_scan_id uuid not null,
    scanned_at timestamptz not null,
    received_at timestamptz not null default now(),
    scanned_by uuid references users (id) on delete set null,
    unique (stocktake_id, client_scan_id)
  )`.execute(db);
  await sql`create index stocktake_scans_copy_idx
    on stocktake_scans (stocktake_id, inventory_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stocktake_scans`.execute(db);
  await sql`drop table stocktakes`.execute(db);
  await sql`drop index book_inventory_branch_call_number_idx`.execute(db);
  await sql`alter table book_inventory drop column call_number`.execute(db);
  await sql`update book_inventory set status = 'VERIFIED' where status = 'MISSING'`.execute(db);
  await sql`alter table book_inventory drop constraint book_inventory_status_check`.execute(db);
  await sql`alter table book_inventory add constraint book_inventory_status_check
    check (status in ('AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN', 'ON_HOLD', 'ARCHIVED'))`.execute(
    db,
  );
}
