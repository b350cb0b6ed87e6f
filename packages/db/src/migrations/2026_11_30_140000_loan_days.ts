import { type Kysely, sql } from 'kysely';
import { LIBRARY_TIME_ZONE } from '../library-time';

/**
 * The loans counted per library day and branch (decision 0046, amended): what the staff charts
 * of lends, returns, loans out and loans overdue read instead of a year of loans, kept by
 * triggers in the same transaction as every change to `loans`, so it is never behind.
 *
 * A loan counts, each on its own library day (Jaffna's calendar):
 *   lent        1 on the day it was lent; `lent_kept` the same unless it was lost
 *   returned    1 on the day it came back (whatever its status)
 *   late_from   1 on the day it fell due, if it is out or came back after that
 *   late_until  1 on the day it came back, if that was after it fell due
 * Loans out at an instant = loans out now + returned − lent_kept since; overdue at a day's end =
 * late_from − late_until up to that day, less the loans out that fall due later than now.
 */
const DAY = (column: string) => `(${column} at time zone '${LIBRARY_TIME_ZONE}')::date`;

/** A row set's contributions (`rows` is a table or transition table), each times `sign`. */
function parts(rows: string, sign: number): string {
  const late = `(status = 'active' or (status = 'returned' and return_date > due_date))`;
  const back = `(status = 'returned' and return_date > due_date)`;
  return `
    select ${DAY('checkout_date')} as day, branch_id, ${sign} as lent,
      case when status <> 'lost' then ${sign} else 0 end as lent_kept,
      0 as returned, 0 as late_from, 0 as late_until from ${rows}
    union all
    select ${DAY('return_date')}, branch_id, 0, 0, ${sign}, 0, 0 from ${rows}
      where return_date is not null
    union all
    select ${DAY('due_date')}, branch_id, 0, 0, 0, ${sign}, 0 from ${rows} where ${late}
    union all
    select ${DAY('return_date')}, branch_id, 0, 0, 0, 0, ${sign} from ${rows} where ${back}`;
}

/** Adds the summed contributions of `source` to `loan_days`, in a fixed order (no deadlock). */
function apply(source: string): string {
  return `
    insert into loan_days as d (day, branch_id, lent, lent_kept, returned, late_from, late_until)
    select day, branch_id, sum(lent), sum(lent_kept), sum(returned), sum(late_from),
      sum(late_until)
    from (${source}) p
    group by day, branch_id
    having sum(abs(lent)) + sum(abs(returned)) + sum(abs(late_from)) + sum(abs(late_until)) > 0
    order by day, branch_id
    on conflict (day, branch_id) do update set
      lent = d.lent + excluded.lent,
      lent_kept = d.lent_kept + excluded.lent_kept,
      returned = d.returned + excluded.returned,
      late_from = d.late_from + excluded.late_from,
      late_until = d.late_until + excluded.late_until`;
}

/** An update's rows that change what is counted (a renewal, a return; not a slip's id). */
const CHANGED = `
  (select o.* from old_rows o join new_rows n using (id)
    where (o.checkout_date, o.due_date, o.return_date, o.status, o.branch_id)
      is distinct from (n.checkout_date, n.due_date, n.return_date, n.status, n.branch_id))
  changed`;
const CHANGED_NEW = CHANGED.replace('select o.*', 'select n.*');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table loan_days (
      day date not null,
      branch_id text,
      lent integer not null default 0,
      lent_kept integer not null default 0,
      returned integer not null default 0,
      late_from integer not null default 0,
      late_until integer not null default 0,
      unique nulls not distinct (day, branch_id)
    )`.execute(db);
  await sql.raw(apply(parts('loans', 1))).execute(db);
  await sql
    .raw(
      `create function loan_days_count() returns trigger language plpgsql as $$
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
    create function loan_days_clear() returns trigger language plpgsql as $$
    begin
      delete from loan_days;
      return null;
    end $$`.execute(db);
  await sql`create trigger loans_count_days_insert after insert on loans
    referencing new table as new_rows
    for each statement execute function loan_days_count()`.execute(db);
  await sql`create trigger loans_count_days_update after update on loans
    referencing old table as old_rows new table as new_rows
    for each statement execute function loan_days_count()`.execute(db);
  await sql`create trigger loans_count_days_delete after delete on loans
    referencing old table as old_rows
    for each statement execute function loan_days_count()`.execute(db);
  await sql`create trigger loans_count_days_truncate after truncate on loans
    for each statement execute function loan_days_clear()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.id(`loans_count_days_${event}`)} on loans`.execute(db);
  }
  await sql`drop function loan_days_count()`.execute(db);
  await sql`drop function loan_days_clear()`.execute(db);
  await sql`drop table loan_days`.execute(db);
}
