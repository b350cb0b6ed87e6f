import { type Kysely, sql } from 'kysely';

/**
 * Covers may only be a path on the site or an https image on an allow-listed host (decision
 * 0021; the rule itself is `isAllowedCoverUrl` in the contract, which a migration may not
 * import, so the hosts are written here as they were that day). A cover stored before that
 * rule pointing anywhere else (an internal address, another port) is dropped: the e-book shows
 * its own drawn cover instead, and nothing hands the address on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update ebooks set cover_image_url = null
    where cover_image_url is not null
      and not (cover_image_url ~ '^/[^/\\\\]' and position('\\' in cover_image_url) = 0)
      and not cover_image_url ~* '^https://([a-z0-9-]+\\.)*(gutenberg\\.org|archive\\.org|openlibrary\\.org|projectmadurai\\.org)/'`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  // The dropped addresses are not kept anywhere: there is nothing to restore.
}
