import { sql } from 'kysely';
import type { Db } from '../client';
import type { Bookmark, ReadingNote, ReadingSession } from '../tables/reading-sessions';

/** A signed-in reader's place in one e-book, or undefined when they have not opened it. */
export function findReadingSession(
  db: Db,
  userId: string,
  ebookId: number,
): Promise<ReadingSession | undefined> {
  return db
    .selectFrom('readingSessions')
    .selectAll()
    .where('userId', '=', userId)
    .where('ebookId', '=', ebookId)
    .executeTakeFirst();
}

/** What the reader reports; fields left undefined keep their stored value. */
export interface ReadingProgress {
  currentPage: number;
  /** 0–100. */
  readingProgress: number;
  totalPages?: number | null;
  location?: string | null;
  bookmarks?: Bookmark[];
  notes?: ReadingNote[];
  /** Seconds read since the previous save; added to the stored total. */
  sessionDuration?: number;
  /** Omitted: finished once progress reaches 100 (and stays finished). */
  isFinished?: boolean;
}

/**
 * Saves a reader's progress in an e-book (one row per reader and book, so it follows them to
 * any device). Resolves undefined when the e-book does not exist, or is inactive and
 * `includeInactive` is not set.
 */
export async function saveReadingProgress(
  db: Db,
  input: {
    userId: string;
    ebookId: number;
    progress: ReadingProgress;
    now: Date;
    includeInactive?: boolean;
  },
): Promise<ReadingSession | undefined> {
  const { progress, now } = input;
  const json = (value: unknown) => sql<string>`${JSON.stringify(value)}::jsonb`;
  return db
    .insertInto('readingSessions')
    .columns([
      'ebookId',
      'userId',
      'currentPage',
      'totalPages',
      'readingProgress',
      'location',
      'bookmarks',
      'notes',
      'sessionDuration',
      'isFinished',
      'lastReadAt',
      'createdAt',
      'updatedAt',
    ])
    .expression((eb) =>
      eb
        .selectFrom('ebooks')
        .select([
          'ebooks.id',
          sql<string>`${input.userId}::uuid`.as('userId'),
          sql<number>`${progress.currentPage}::integer`.as('currentPage'),
          sql<number | null>`${progress.totalPages ?? null}::integer`.as('totalPages'),
          sql<number>`${progress.readingProgress}::numeric`.as('readingProgress'),
          sql<string | null>`${progress.location ?? null}::text`.as('location'),
          json(progress.bookmarks ?? []).as('bookmarks'),
          json(progress.notes ?? []).as('notes'),
          sql<number>`${progress.sessionDuration ?? 0}::integer`.as('sessionDuration'),
          sql<boolean>`${progress.isFinished ?? progress.readingProgress >= 100}::boolean`.as(
            'isFinished',
          ),
          sql<Date>`${now}::timestamptz`.as('lastReadAt'),
          sql<Date>`${now}::timestamptz`.as('createdAt'),
          sql<Date>`${now}::timestamptz`.as('updatedAt'),
        ])
        .where('ebooks.id', '=', input.ebookId)
        .$if(!input.includeInactive, (qb) => qb.where('ebooks.isActive', '=', true)),
    )
    .onConflict((oc) =>
      oc.columns(['userId', 'ebookId']).doUpdateSet((eb) => ({
        currentPage: eb.ref('excluded.currentPage'),
        readingProgress: eb.ref('excluded.readingProgress'),
        sessionDuration: sql<number>`reading_sessions.session_duration + excluded.session_duration`,
        isFinished:
          progress.isFinished !== undefined
            ? eb.ref('excluded.isFinished')
            : sql<boolean>`reading_sessions.is_finished or excluded.reading_progress >= 100`,
        lastReadAt: eb.ref('excluded.lastReadAt'),
        updatedAt: eb.ref('excluded.updatedAt'),
        ...(progress.totalPages !== undefined && { totalPages: eb.ref('excluded.totalPages') }),
        ...(progress.location !== undefined && { location: eb.ref('excluded.location') }),
        ...(progress.bookmarks !== undefined && { bookmarks: eb.ref('excluded.bookmarks') }),
        ...(progress.notes !== undefined && { notes: eb.ref('excluded.notes') }),
      })),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A signed-in reader's e-books, the most recently read first, with how far they got. */
export function listReadingProgress(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('readingSessions')
    .innerJoin('ebooks', 'ebooks.id', 'readingSessions.ebookId')
    .select([
      'ebooks.id as ebookId',
      'ebooks.title',
      'ebooks.author',
      'ebooks.language',
      'readingSessions.readingProgress',
      'readingSessions.currentPage',
      'readingSessions.totalPages',
      'readingSessions.isFinished',
      'readingSessions.lastReadAt',
    ])
    .where('readingSessions.userId', '=', userId)
    .where('ebooks.isActive', '=', true)
    .orderBy('readingSessions.lastReadAt', 'desc')
    .orderBy('readingSessions.id', 'desc')
    .limit(limit)
    .execute();
}

/** Which list of a reading session a mark goes into. */
export type ReadingMarkKind = 'bookmarks' | 'notes';

/** Most marks of each kind one reader keeps in one book. */
export const MAX_READING_MARKS: Record<ReadingMarkKind, number> = { bookmarks: 500, notes: 1000 };

/**
 * Adds a bookmark or a note to a reader's session in a book (starting the session when there is
 * none), in one statement, so two devices adding at once both keep theirs. A mark whose id is
 * already there is not added twice. Resolves undefined when the e-book is unknown (or inactive
 * and `includeInactive` is not set), and `'full'` when the list has reached its limit.
 */
export async function addReadingMark(
  db: Db,
  input: {
    userId: string;
    ebookId: number;
    kind: ReadingMarkKind;
    mark: Bookmark | ReadingNote;
    now: Date;
    includeInactive?: boolean;
  },
): Promise<ReadingSession | 'full' | undefined> {
  const column = sql.ref(`reading_sessions.${input.kind === 'bookmarks' ? 'bookmarks' : 'notes'}`);
  const mark = sql`${JSON.stringify(input.mark)}::jsonb`;
  const list = sql<string>`jsonb_build_array(${mark})`;
  const inserted = await db
    .insertInto('readingSessions')
    .columns(['ebookId', 'userId', input.kind, 'lastReadAt', 'createdAt', 'updatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('ebooks')
        .select([
          'ebooks.id',
          sql<string>`${input.userId}::uuid`.as('userId'),
          list.as(input.kind),
          sql<Date>`${input.now}::timestamptz`.as('lastReadAt'),
          sql<Date>`${input.now}::timestamptz`.as('createdAt'),
          sql<Date>`${input.now}::timestamptz`.as('updatedAt'),
        ])
        .where('ebooks.id', '=', input.ebookId)
        .$if(!input.includeInactive, (qb) => qb.where('ebooks.isActive', '=', true)),
    )
    .onConflict((oc) =>
      oc
        .columns(['userId', 'ebookId'])
        .doUpdateSet({
          [input.kind]: sql<string>`case when exists (select 1 from jsonb_array_elements(${column}) m where m->>'id' = ${input.mark.id ?? null}) then ${column} else ${column} || ${list} end`,
          updatedAt: sql<Date>`${input.now}::timestamptz`,
        })
        .where(sql<boolean>`jsonb_array_length(${column}) < ${MAX_READING_MARKS[input.kind]}`),
    )
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  // Nothing written: either no such e-book, or the list is full.
  const existing = await findReadingSession(db, input.userId, input.ebookId);
  return existing && existing[input.kind].length >= MAX_READING_MARKS[input.kind]
    ? 'full'
    : undefined;
}

/** Removes one mark by its id; resolves the session as it now is (undefined without one). */
export function removeReadingMark(
  db: Db,
  input: { userId: string; ebookId: number; kind: ReadingMarkKind; id: string; now: Date },
): Promise<ReadingSession | undefined> {
  const column = sql.ref(input.kind === 'bookmarks' ? 'bookmarks' : 'notes');
  return db
    .updateTable('readingSessions')
    .set({
      [input.kind]: sql<string>`coalesce((select jsonb_agg(m) from jsonb_array_elements(${column}) m where m->>'id' is distinct from ${input.id}), '[]'::jsonb)`,
      updatedAt: input.now,
    })
    .where('userId', '=', input.userId)
    .where('ebookId', '=', input.ebookId)
    .returningAll()
    .executeTakeFirst();
}
