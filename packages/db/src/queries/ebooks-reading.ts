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
