import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('books')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`btrim(title) <> ''`))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`btrim(author) <> ''`))
    .addColumn('genre', 'text', (c) =>
      c
        .notNull()
        .check(sql`genre in ('history', 'poetry', 'technology', 'science', 'art', 'fiction')`),
    )
    .addColumn('description', 'text')
    .addColumn('available', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`available >= 0`),
    )
    .addColumn('cover_color', 'text', (c) => c.notNull().defaultTo('blue'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('English'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('books_genre_idx').on('books').column('genre').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('books').execute();
}
