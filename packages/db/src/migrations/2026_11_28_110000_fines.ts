import { type Kysely, sql } from 'kysely';

/**
 * Fines for days late (issue 27, off by default): the library's rate per library day late in
 * whole rupees (0: no fines), an optional cap per loan, and an optional amount owed past which
 * the desk lends nothing (Koha's `noissuescharge`; null: never). A category may have its own
 * rate (null: the library's). A late return records one fine per loan; settling it (paid or
 * waived, a waiver with its reason) gives it a receipt number, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table loan_settings
    add column fine_per_day integer not null default 0 check (fine_per_day between 0 and 10000),
    add column fine_cap integer check (fine_cap between 1 and 1000000),
    add column fine_block_over integer check (fine_block_over between 0 and 1000000)`.execute(db);
  await sql`alter table member_categories
    add column fine_per_day integer check (fine_per_day between 0 and 10000)`.execute(db);
  await sql`create sequence fine_receipt_seq`.execute(db);
  await sql`create table fines (
    id serial primary key,
    member_id integer not null references members (id) on delete cascade,
    loan_id integer not null unique references loans (id) on delete cascade,
    days_late integer not null check (days_late > 0),
    amount integer not null check (amount > 0),
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    settled_by uuid references users (id) on delete set null,
    how text check (how in ('paid', 'waived')),
    reason text check (char_length(reason) <= 500),
    receipt_number text unique,
    check ((settled_at is null) = (how is null) and (how is null) = (receipt_number is null)),
    check (how <> 'waived' or reason is not null)
  )`.execute(db);
  await sql`create index fines_member_idx on fines (member_id, id desc)`.execute(db);
  await sql`create index fines_owed_idx on fines (member_id) where settled_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fines`.execute(db);
  await sql`drop sequence fine_receipt_seq`.execute(db);
  await sql`alter table member_categories drop column fine_per_day`.execute(db);
  await sql`alter table loan_settings
    drop column fine_per_day, drop column fine_cap, drop column fine_block_over`.execute(db);
}
