import type { Db } from '../client';

/**
 * Subscribes an e-mail address (already normalised by the caller: trimmed and lower-cased, as
 * the table's check demands). Subscribing again is not an error and never adds a second row:
 * the unique e-mail decides inside PostgreSQL, so two simultaneous submissions are safe too.
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
): Promise<{ subscribed: true; alreadySubscribed: boolean }> {
  const inserted = await db
    .insertInto('newsletters')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return { subscribed: true, alreadySubscribed: inserted === undefined };
}

/** The subscription of one (normalised) address, if any. */
export function findNewsletterSubscription(db: Db, email: string) {
  return db.selectFrom('newsletters').selectAll().where('email', '=', email).executeTakeFirst();
}
