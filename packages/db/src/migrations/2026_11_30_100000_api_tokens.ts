import { type Kysely, sql } from 'kysely';

/**
 * API tokens (issue 28, decision 0047): a staff member's scoped, expiring, revocable key for
 * another app. Only the SHA-256 of the secret is kept (the secret is 32 random bytes, so a
 * fast hash cannot be searched back); the prefix is the secret's first characters, shown in
 * lists so a person can tell their tokens apart. The audit trail names the token a write was
 * made with, beside its owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table api_tokens (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    name text not null check (char_length(name) between 1 and 80),
    scopes text[] not null,
    token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
    prefix text not null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index api_tokens_user_idx on api_tokens (user_id, created_at desc)`.execute(db);
  await sql`alter table audit_log add column actor_token text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log drop column actor_token`.execute(db);
  await sql`drop table api_tokens`.execute(db);
}
