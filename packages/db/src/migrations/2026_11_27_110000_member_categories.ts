import { type Kysely, sql } from 'kysely';

/**
 * Member categories and their lending rules (issue 27): adult, child, student and staff, each
 * with the most loans at once, and (where it differs from the library's rules in
 * `loan_settings`) its own loan period, renewals and holds; null means the library's. Every
 * member is in one category, `adult` unless the desk says otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table member_categories (
    id text primary key check (id ~ '^[a-z][a-z0-9-]{0,31}$'),
    name text not null,
    name_ta text,
    name_si text,
    max_loans integer check (max_loans between 0 and 100),
    loan_period_days integer check (loan_period_days between 1 and 365),
    max_renewals integer check (max_renewals between 0 and 50),
    max_holds integer check (max_holds between 0 and 100),
    position integer not null default 0,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into member_categories
      (id, name, name_ta, name_si, max_loans, loan_period_days, max_renewals, max_holds, position)
    values
      ('adult', 'Adult', 'வளர்ந்தோர்', 'වැඩිහිටි', 6, null, null, null, 1),
      ('child', 'Child', 'சிறுவர்', 'ළමා', 3, null, null, 3, 2),
      ('student', 'Student', 'மாணவர்', 'ශිෂ්‍ය', 8, 21, null, null, 3),
      ('staff', 'Library staff', 'நூலகப் பணியாளர்', 'පුස්තකාල කාර්ය මණ්ඩලය', 10, 28, 3, 10, 4)`.execute(
    db,
  );
  await sql`alter table members add column category_id text not null default 'adult'
    references member_categories (id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop column category_id`.execute(db);
  await sql`drop table member_categories`.execute(db);
}
