import { type Kysely, sql } from 'kysely';

/**
 * Webhooks (issue 28, decision 0048): endpoints staff register with the events they want, one
 * delivery per event and endpoint (the outbox: written in the transaction of the change it
 * tells of, so a change rolled back is never told), and every attempt at a delivery. An
 * endpoint's signing secret is kept sealed (AES-256-GCM), never in the clear; the key that
 * seals it when the deployment gives none is kept here, as the newsletter's link key is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table webhook_endpoints (
    id uuid primary key default gen_random_uuid(),
    url text not null check (char_length(url) between 1 and 2000),
    events text[] not null check (cardinality(events) > 0),
    secret_sealed text not null,
    status text not null default 'active' check (status in ('active', 'paused')),
    failing_since timestamptz,
    paused_at timestamptz,
    pause_notified_at timestamptz,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table webhook_deliveries (
    id uuid primary key default gen_random_uuid(),
    endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
    event_id uuid not null,
    event_type text not null,
    data jsonb not null,
    occurred_at timestamptz not null,
    created_at timestamptz not null,
    state text not null default 'pending'
      check (state in ('pending', 'queued', 'sending', 'delivered', 'failed')),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    lease_until timestamptz,
    retry_until timestamptz not null,
    replay_pending boolean not null default false,
    first_failed_at timestamptz,
    last_attempt_at timestamptz,
    last_status integer,
    last_error text,
    last_duration_ms integer,
    delivered_at timestamptz,
    unique (endpoint_id, event_id)
  )`.execute(db);
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at)
    where state = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_held_idx on webhook_deliveries (lease_until)
    where state in ('queued', 'sending')`.execute(db);
  await sql`create index webhook_deliveries_endpoint_idx
    on webhook_deliveries (endpoint_id, created_at desc, id)`.execute(db);
  await sql`create table webhook_attempts (
    id bigint generated always as identity primary key,
    delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
    attempt integer not null,
    replay boolean not null default false,
    started_at timestamptz not null,
    duration_ms integer,
    status_code integer,
    error_kind text,
    response_excerpt text check (char_length(response_excerpt) <= 200)
  )`.execute(db);
  await sql`create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, attempt)`.execute(
    db,
  );
  await sql`
    insert into site_secrets (name, value)
    values ('webhook-secrets', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from site_secrets where name = 'webhook-secrets'`.execute(db);
  await sql`drop table webhook_attempts`.execute(db);
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhook_endpoints`.execute(db);
}
