import { type Kysely, sql } from 'kysely';

/**
 * Holds (issue 27, decision 0039): a member's place in the queue for a title with no copy on
 * the shelf. A hold waits, then is `ready` with the copy set aside (`ON_HOLD`) for the member
 * to collect by `expires_at`; it ends `collected`, `cancelled` or `expired`. One open hold per
 * member and title; one ready hold per copy. The queue is a title's waiting holds in id order
 * (ids are taken under the title's row lock, so first come is first served).
 *
 * Also: the copy status `ON_HOLD`; the lending rules' days to collect a hold and most open holds
 * per member; and `member_messages`, one row per message the library sends a member (a hold
 * ready, later the reminders), unique per member, kind and subject, so each is sent once; and
 * a member's contact preferences (the language of their messages; e-mail on or off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table book_inventory drop constraint book_inventory_status_check`.execute(db);
  await sql`alter table book_inventory add constraint book_inventory_status_check
    check (status in ('AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN', 'ON_HOLD', 'ARCHIVED'))`.execute(
    db,
  );
  await sql`alter table loan_settings
    add column hold_pickup_days integer not null default 7
      check (hold_pickup_days between 1 and 60),
    add column max_holds integer not null default 5 check (max_holds between 0 and 100)`.execute(
    db,
  );
  await sql`create table holds (
    id serial primary key,
    book_id integer not null references books (id) on delete cascade,
    member_id integer not null references members (id) on delete cascade,
    pickup_branch_id text not null references branches (id),
    status text not null default 'waiting'
      check (status in ('waiting', 'ready', 'collected', 'cancelled', 'expired')),
    inventory_id integer references book_inventory (id) on delete set null,
    created_at timestamptz not null default now(),
    ready_at timestamptz,
    expires_at timestamptz,
    closed_at timestamptz,
    placed_by text,
    check (status <> 'ready' or (inventory_id is not null and expires_at is not null))
  )`.execute(db);
  await sql`create unique index holds_one_open_per_member_idx on holds (member_id, book_id)
    where status in ('waiting', 'ready')`.execute(db);
  await sql`create index holds_queue_idx on holds (book_id, id) where status = 'waiting'`.execute(
    db,
  );
  await sql`create unique index holds_one_ready_per_copy_idx on holds (inventory_id)
    where status = 'ready'`.execute(db);
  await sql`create index holds_ready_expiry_idx on holds (expires_at) where status = 'ready'`.execute(
    db,
  );
  await sql`create index holds_member_idx on holds (member_id, id desc)`.execute(db);

  await sql`create table member_messages (
    id serial primary key,
    member_id integer not null references members (id) on delete cascade,
    kind text not null,
    subject_key text not null,
    language text not null check (language in ('en', 'si', 'ta')),
    email text,
    status text not null default 'queued'
      check (status in ('queued', 'sent', 'no-mail', 'no-address', 'opted-out', 'failed')),
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    unique (member_id, kind, subject_key)
  )`.execute(db);
  await sql`alter table members
    add column message_language text check (message_language in ('en', 'si', 'ta')),
    add column email_messages boolean not null default true`.execute(db);
  await sql`create index member_messages_member_idx on member_messages (member_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_messages`.execute(db);
  await sql`alter table members drop column message_language, drop column email_messages`.execute(
    db,
  );
  await sql`drop table holds`.execute(db);
  await sql`alter table loan_settings drop column hold_pickup_days, drop column max_holds`.execute(
    db,
  );
  await sql`update book_inventory set status = 'VERIFIED' where status = 'ON_HOLD'`.execute(db);
  await sql`alter table book_inventory drop constraint book_inventory_status_check`.execute(db);
  await sql`alter table book_inventory add constraint book_inventory_status_check
    check (status in ('AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN', 'ARCHIVED'))`.execute(db);
}
