import { type Kysely, sql } from 'kysely';

/**
 * The newsletter asks for consent (decision 0031): an address counts and receives only once
 * its owner confirmed it from the e-mail sent to it; leaving is one click and is kept (the row
 * stays, so the address is not mailed again unless its owner signs up and confirms anew). Each
 * subscriber's language is kept. Addresses collected before this had no confirmation: they
 * stay unconfirmed and receive nothing.
 *
 * The links in the e-mails are signed with a key made here, once, inside the database, so every
 * API process behind a proxy signs and checks with the same key without any configuration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletters')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'si', 'ta')`),
    )
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('confirmation_sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('newsletters_recipients_idx')
    .on('newsletters')
    .column('id')
    .where(sql.ref('confirmed_at'), 'is not', null)
    .where(sql.ref('unsubscribed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // { en?: { subject, body }, si?: …, ta?: … }: the languages the issue is written in.
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sending', 'sent')`),
    )
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('send_started_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('recipients_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row per issue and subscriber, claimed before the message is handed to the mail server:
  // however many processes send, nobody gets the same issue twice.
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('issue_id', 'integer', (c) =>
      c.notNull().references('newsletter_issues.id').onDelete('cascade'),
    )
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('newsletters.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('sending')
        .check(sql`status in ('sending', 'sent', 'failed')`),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['issue_id', 'subscriber_id'])
    .execute();

  await db.schema
    .createTable('site_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into site_secrets (name, value)
    values ('newsletter-links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_secrets').execute();
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema.dropIndex('newsletters_recipients_idx').execute();
  await db.schema
    .alterTable('newsletters')
    .dropColumn('language')
    .dropColumn('confirmed_at')
    .dropColumn('unsubscribed_at')
    .dropColumn('confirmation_sent_at')
    .execute();
}
