import { type Kysely, sql } from 'kysely';
import { LIBRARY_TIME_ZONE } from '../library-time';

/**
 * Scanned copies waiting for review, counted per library day and branch (decision 0046,
 * amended), as `loan_days` counts loans (migration 2026_11_30_140000) and for the same reason:
 * the chart of reviews waiting reads a few thousand day rows, not every copy. A copy waits from
 * the day it was saved (`review_from`) until the day it was verified, or archived unverified
 * (its last change then is the rejection: `review_until`). Kept by statement triggers in the
 * same transaction as every change to `book_inventory`; a change that moves neither day (a
 * loan's status change, a verified copy's later edits) writes nothing.
 */
const DAY = (column: string) => `(${column} at time zone '${LIBRARY_TIME_ZONE}')::date`;
const STOP = (row: string) =>
  `coalesce(${row}verified_at, case when ${row}status = 'AWAITING_REVIEW' then null
    else ${row}last_modified end)`;

function parts(rows: string, sign: number): string {
  return `
    select ${DAY('created_at')} as day, branch_id, ${sign} as review_from, 0 as review_until
      from ${rows}
    union all
    select ${DAY(STOP(''))}, branch_id, 0, ${sign} from ${rows} where ${STOP('')} is not null`;
}

function apply(source: string): string {
  return `
    insert into review_days as d (day, branch_id, review_from, review_until)
    select day, branch_id, sum(review_from), sum(review_until) from (${source}) p
    group by day, branch_id
    having sum(abs(review_from)) + sum(abs(review_until)) > 0
    order by day, branch_id
    on conflict (day, branch_id) do update set
      review_from = d.review_from + excluded.review_from,
      review_until = d.review_until + excluded.review_until`;
}

const CHANGED = `
  (select o.* from old_rows o join new_rows n using (id)
    where (o.created_at, ${STOP('o.')}, o.branch_id)
      is distinct from (n.created_at, ${STOP('n.')}, n.branch_id))
  changed`;
const CHANGED_NEW = CHANGED.replace('select o.*', 'select n.*');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_days (
      day date not null,
      branch_id text,
      review_from integer not null default 0,
      review_until integer not null default 0,
      unique nulls not distinct (day, branch_id)
    )`.execute(db);
  await sql.raw(apply(parts('book_inventory', 1))).execute(db);
  await sql
    .raw(
      `create function review_days_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${apply(parts('new_rows', 1))};
        elsif tg_op = 'DELETE' then ${apply(parts('old_rows', -1))};
        else ${apply(`${parts(CHANGED_NEW, 1)} union all ${parts(CHANGED, -1)}`)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`
    create function review_days_clear() returns trigger language plpgsql as $$
    begin
      delete from review_days;
      return null;
    end $$`.execute(db);
  await sql`create trigger inventory_count_review_days_insert after insert on book_inventory
    referencing new table as new_rows
    for each statement execute function review_days_count()`.execute(db);
  await sql`create trigger inventory_count_review_days_update after update on book_inventory
    referencing old table as old_rows new table as new_rows
    for each statement execute function review_days_count()`.execute(db);
  await sql`create trigger inventory_count_review_days_delete after delete on book_inventory
    referencing old table as old_rows
    for each statement execute function review_days_count()`.execute(db);
  await sql`create trigger inventory_count_review_days_truncate after truncate on book_inventory
    for each statement execute function review_days_clear()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.id(`inventory_count_review_days_${event}`)} on book_inventory`.execute(
      db,
    );
  }
  await sql`drop function review_days_count()`.execute(db);
  await sql`drop function review_days_clear()`.execute(db);
  await sql`drop table review_days`.execute(db);
}
