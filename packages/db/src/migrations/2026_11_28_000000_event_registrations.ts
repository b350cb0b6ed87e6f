import { type Kysely, sql } from 'kysely';

/**
 * Places at events (issue 27): `event_registrations`, one row per person and event (a member,
 * or anyone with an e-mail address who confirms it by a link), `pending` until confirmed, then
 * `confirmed` while the event has places or `waitlisted` behind the others, `cancelled` at the
 * end; `event_registration_links`, the hashes of the links mailed to them (to confirm, to see
 * or cancel their place); and `event_messages`, one row per mail to send, sent once by a job
 * (the same outbox as `member_messages`, decision 0039).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_registrations (
    id serial primary key,
    event_id integer not null references events (id) on delete cascade,
    email text not null check (email = lower(email) and length(email) between 3 and 254),
    name text check (length(name) <= 120),
    member_id integer references members (id) on delete set null,
    language text not null default 'en' check (language in ('en', 'si', 'ta')),
    status text not null default 'pending'
      check (status in ('pending', 'confirmed', 'waitlisted', 'cancelled')),
    created_at timestamptz not null default now(),
    -- When the place was taken (or the waitlist joined): the waitlist moves up in this order.
    queued_at timestamptz,
    cancelled_at timestamptz
  )`.execute(db);
  // One live registration per address and event; a cancelled one may be taken again.
  await sql`create unique index event_registrations_live_idx on event_registrations
    (event_id, email) where status <> 'cancelled'`.execute(db);
  await sql`create index event_registrations_queue_idx on event_registrations
    (event_id, status, queued_at, id)`.execute(db);
  await sql`create index event_registrations_member_idx on event_registrations (member_id)
    where member_id is not null`.execute(db);
  await sql`create table event_registration_links (
    token_hash text primary key,
    registration_id integer not null references event_registrations (id) on delete cascade,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table event_messages (
    id serial primary key,
    registration_id integer not null references event_registrations (id) on delete cascade,
    kind text not null
      check (kind in ('confirm-link', 'confirmed', 'waitlisted', 'moved-up', 'reminder')),
    status text not null default 'queued' check (status in ('queued', 'sent', 'no-mail', 'failed')),
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    unique (registration_id, kind)
  )`.execute(db);
  await sql`create index event_messages_queued_idx on event_messages (id) where status = 'queued'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_messages`.execute(db);
  await sql`drop table event_registration_links`.execute(db);
  await sql`drop table event_registrations`.execute(db);
}
