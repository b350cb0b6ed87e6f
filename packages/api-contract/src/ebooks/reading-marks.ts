import { addReadingMark, removeReadingMark, type Bookmark, type ReadingNote } from '@app/db';
import { appError } from '../errors';
import type { Context, SessionUser } from '../trpc';
import { visibleEbook } from './visibility';

/** A reader's bookmarks and notes in a book, as the reader's panel shows them. */
export function marksOf(session: { bookmarks: unknown[]; notes: unknown[] } | undefined) {
  return {
    bookmarks: (session?.bookmarks ?? []) as Bookmark[],
    notes: (session?.notes ?? []) as ReadingNote[],
  };
}

export async function addMark(
  ctx: Context & { user: SessionUser },
  ebookId: number,
  kind: 'bookmarks' | 'notes',
  mark: Bookmark | ReadingNote,
) {
  const session = await addReadingMark(ctx.db, {
    userId: ctx.user.id,
    ebookId,
    kind,
    mark,
    now: ctx.now(),
    includeInactive: visibleEbook({ isActive: false }, { as: 'record', viewer: ctx.user }),
  });
  if (session === 'full') throw appError('READING_MARKS_FULL', `Too many ${kind}`);
  if (!session) throw appError('NOT_FOUND', 'No such e-book');
  return marksOf(session);
}

export async function removeMark(
  ctx: Context & { user: SessionUser },
  input: { ebookId: number; id: string },
  kind: 'bookmarks' | 'notes',
) {
  return marksOf(
    await removeReadingMark(ctx.db, {
      userId: ctx.user.id,
      ebookId: input.ebookId,
      kind,
      id: input.id,
      now: ctx.now(),
    }),
  );
}
