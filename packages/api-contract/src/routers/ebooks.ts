import {
  addReadingMark,
  deleteEbook,
  findEbookById,
  findReadingSession,
  insertEbook,
  listAllEbooks,
  listEbooks,
  listFeaturedEbooks,
  listPopularEbooks,
  listRecentEbooks,
  listRelatedEbooks,
  recordEbookDownload,
  removeReadingMark,
  saveReadingProgress,
  searchEbooks,
  updateEbook,
  type Bookmark,
  type ReadingNote,
} from '@app/db';
import { isStaffRole } from '@app/db/constants';
import { appError } from '../errors';
import {
  addBookmarkInput,
  addNoteInput,
  createEbookInput,
  ebookDownloadFilename,
  ebookIdInput,
  ebookShelfInput,
  listAllEbooksInput,
  listEbooksInput,
  readingSessionInput,
  removeReadingMarkInput,
  relatedEbooksInput,
  DEFAULT_RELATED_SIZE,
  saveReadingProgressInput,
  searchEbooksInput,
  updateEbookInput,
  DEFAULT_LIST_SIZE,
  DEFAULT_SHELF_SIZE,
  type EbookDownload,
} from '../schemas/ebooks';
import {
  publicProcedure,
  router,
  signedInProcedure,
  staffProcedure,
  type Context,
  type SessionUser,
} from '../trpc';
import { ebooksImportProcedures } from './ebooks-import';

const shelf = (input: { limit?: number; offset?: number } | undefined) => ({
  limit: input?.limit ?? DEFAULT_SHELF_SIZE,
  offset: input?.offset ?? 0,
});

/** What kind of device a download came from, by its User-Agent (kept with the download). */
export function deviceFromUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  if (/bot|crawl|spider|slurp|curl|wget|python-requests|httpclient|okhttp/i.test(userAgent))
    return 'bot';
  if (/kindle|kobo|nook|pocketbook|tolino/i.test(userAgent)) return 'e-reader';
  if (/ipad|tablet|playbook|silk|android(?!.*mobile)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent))
    return 'mobile';
  return 'desktop';
}

/** A reader's bookmarks and notes in a book, as the reader's panel shows them. */
function marksOf(session: { bookmarks: unknown[]; notes: unknown[] } | undefined) {
  return {
    bookmarks: (session?.bookmarks ?? []) as Bookmark[],
    notes: (session?.notes ?? []) as ReadingNote[],
  };
}

async function addMark(
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
    includeInactive: isStaffRole(ctx.user.role),
  });
  if (session === 'full') throw appError('READING_MARKS_FULL', `Too many ${kind}`);
  if (!session) throw appError('NOT_FOUND', 'No such e-book');
  return marksOf(session);
}

async function removeMark(
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

/** The public e-book catalogue, search, downloads and reading progress; staff CRUD and import. */
export const ebooksRouter = router({
  ...ebooksImportProcedures,

  /** Active e-books, newest first, optionally of one genre and language. */
  list: publicProcedure.input(listEbooksInput).query(({ ctx, input }) =>
    listEbooks(ctx.db, {
      genre: input?.genre,
      language: input?.language,
      limit: input?.limit ?? DEFAULT_LIST_SIZE,
      offset: input?.offset ?? 0,
    }),
  ),

  featured: publicProcedure
    .input(ebookShelfInput)
    .query(({ ctx, input }) => listFeaturedEbooks(ctx.db, shelf(input))),

  /** Most downloaded first. */
  popular: publicProcedure
    .input(ebookShelfInput)
    .query(({ ctx, input }) => listPopularEbooks(ctx.db, shelf(input))),

  recent: publicProcedure
    .input(ebookShelfInput)
    .query(({ ctx, input }) => listRecentEbooks(ctx.db, shelf(input))),

  /** Ranked search over title, author, description and tags, in any of the three scripts. */
  search: publicProcedure
    .input(searchEbooksInput)
    .query(({ ctx, input }) => searchEbooks(ctx.db, input)),

  /** One e-book; an inactive one only for staff. */
  byId: publicProcedure.input(ebookIdInput).query(async ({ ctx, input }) => {
    const ebook = await findEbookById(ctx.db, input.id);
    if (!ebook || (!ebook.isActive && !isStaffRole(ctx.user?.role))) {
      throw appError('NOT_FOUND', 'No such e-book');
    }
    return ebook;
  }),

  /** Active e-books by the same author, then of the same genre (the e-book's page). */
  related: publicProcedure
    .input(relatedEbooksInput)
    .query(({ ctx, input }) =>
      listRelatedEbooks(ctx.db, input.id, input.limit ?? DEFAULT_RELATED_SIZE),
    ),

  /** Every e-book, inactive ones included (the dashboard's e-books tab). */
  listAll: staffProcedure
    .input(listAllEbooksInput)
    .query(({ ctx, input }) =>
      listAllEbooks(ctx.db, { limit: input?.limit ?? 1000, offset: input?.offset ?? 0 }),
    ),

  create: staffProcedure
    .input(createEbookInput)
    .mutation(({ ctx, input }) => insertEbook(ctx.db, input)),

  update: staffProcedure.input(updateEbookInput).mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    const ebook = await updateEbook(ctx.db, id, changes);
    if (!ebook) throw appError('NOT_FOUND', 'No such e-book');
    return ebook;
  }),

  delete: staffProcedure.input(ebookIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteEbook(ctx.db, input.id))) throw appError('NOT_FOUND', 'No such e-book');
    return { id: input.id };
  }),

  /**
   * Counts a download (atomically, with who/where/what device) and answers where the file is
   * and the name to save it under.
   */
  download: publicProcedure.input(ebookIdInput).mutation(async ({ ctx, input }) => {
    const ebook = await recordEbookDownload(ctx.db, {
      ebookId: input.id,
      userId: ctx.user?.id ?? null,
      ipAddress: ctx.request.ip || null,
      device: deviceFromUserAgent(ctx.request.userAgent),
      userAgent: ctx.request.userAgent?.slice(0, 1000) ?? null,
    });
    if (!ebook) throw appError('NOT_FOUND', 'No such e-book');
    const answer: EbookDownload = {
      downloadUrl: `/api/ebooks/${ebook.id}/file?download=1`,
      filename: ebookDownloadFilename(ebook),
    };
    return answer;
  }),

  /** The signed-in reader's place in a book; null for anonymous readers (they keep it locally). */
  readingSession: publicProcedure.input(readingSessionInput).query(async ({ ctx, input }) => {
    if (!ctx.user) return null;
    return (await findReadingSession(ctx.db, ctx.user.id, input.ebookId)) ?? null;
  }),

  /** Saves the signed-in reader's place (any role); 401 for anonymous readers. */
  saveReadingProgress: signedInProcedure
    .input(saveReadingProgressInput)
    .mutation(async ({ ctx, input }) => {
      const { ebookId, ...progress } = input;
      const session = await saveReadingProgress(ctx.db, {
        userId: ctx.user.id,
        ebookId,
        progress,
        now: ctx.now(),
        includeInactive: isStaffRole(ctx.user.role),
      });
      if (!session) throw appError('NOT_FOUND', 'No such e-book');
      return session;
    }),

  /** Adds a bookmark where the signed-in reader is (synced to their other devices). */
  addBookmark: signedInProcedure
    .input(addBookmarkInput)
    .mutation(({ ctx, input }) => addMark(ctx, input.ebookId, 'bookmarks', input.bookmark)),

  /** Adds a note where the signed-in reader is. */
  addNote: signedInProcedure
    .input(addNoteInput)
    .mutation(({ ctx, input }) => addMark(ctx, input.ebookId, 'notes', input.note)),

  /** Removes one of the reader's bookmarks (unknown ids change nothing). */
  removeBookmark: signedInProcedure
    .input(removeReadingMarkInput)
    .mutation(({ ctx, input }) => removeMark(ctx, input, 'bookmarks')),

  /** Removes one of the reader's notes. */
  removeNote: signedInProcedure
    .input(removeReadingMarkInput)
    .mutation(({ ctx, input }) => removeMark(ctx, input, 'notes')),
});
