import { type Kysely, sql } from 'kysely';

/**
 * Each API process keeps the API tokens it has checked in memory (decision 0047), so a request
 * with a token costs no database read. What would change a check is announced on the channel
 * the collection's changes use (migration 2026_11_24_010600, its function reused): a token
 * revoked, its expiry or scopes changed, deleted; its owner's role or active flag changed, or
 * the owner deleted. The last-use column is written once a minute and announces nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger api_tokens_notify_change
    after delete or truncate or update of revoked_at, expires_at, scopes, user_id, token_hash
    on api_tokens
    for each statement execute function notify_catalogue_change()`.execute(db);
  await sql`
    create trigger users_notify_change
    after delete or truncate or update of role, is_active
    on users
    for each statement execute function notify_catalogue_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_notify_change on users`.execute(db);
  await sql`drop trigger api_tokens_notify_change on api_tokens`.execute(db);
}
