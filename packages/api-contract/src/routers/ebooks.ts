import {
  deleteEbook,
  findEbookById,
  findReadingSession,
  listReadingProgress,
  insertEbook,
  listAllEbooks,
  listEbooks,
  listFeaturedEbooks,
  listPopularEbooks,
  listRecentEbooks,
  listRelatedEbooks,
  recordEbookDownload,
  saveReadingProgress,
  searchEbooks,
  updateEbook,
} from '@app/db';
import { audited } from '../audit';
import { ebookAudit } from '../ebooks/audit';
import { publishedEvents } from '../ebooks/published';
import { deviceFromUserAgent } from '../ebooks/device';
import { ebookFileUrl } from '../ebooks/file-url';
import { addMark, removeMark } from '../ebooks/reading-marks';
import { visibleEbook } from '../ebooks/visibility';
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
  type EbookDownload,
  ebookDownloadOutput,
  ebookListOutput,
  ebookOutput,
  ebookPageOutput,
  myReadingOutput,
  optionalReadingSessionOutput,
  readingMarksOutput,
  readingSessionOutput,
} from '../schemas/ebooks';
import { pageOf } from '../schemas/paging';
import {
  ebookCollectionProcedure,
  limited,
  publicProcedure,
  router,
  signedInProcedure,
  staffProcedure,
} from '../trpc';
import { deletedOutput, noInput } from '../schemas/shapes';

/** E-books a reader's account page lists. */
const MY_READING_LIMIT = 50;
/** The public e-book collection, search, downloads and reading progress; staff CRUD and import. */
export const ebooksRouter = router({
  /** A page of the active e-books, newest first, optionally of one genre and language. */
  list: ebookCollectionProcedure
    .input(listEbooksInput)
    .output(ebookPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listEbooks(ctx.db, input), input)),

  featured: ebookCollectionProcedure
    .input(ebookShelfInput)
    .output(ebookPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listFeaturedEbooks(ctx.db, input), input)),

  /** Most downloaded first. */
  popular: ebookCollectionProcedure
    .input(ebookShelfInput)
    .output(ebookPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listPopularEbooks(ctx.db, input), input)),

  recent: ebookCollectionProcedure
    .input(ebookShelfInput)
    .output(ebookPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listRecentEbooks(ctx.db, input), input)),

  /**
   * Ranked search over title, author, description and tags, in any of the three scripts; the
   * total is every match.
   */
  search: ebookCollectionProcedure
    .input(searchEbooksInput)
    .output(ebookPageOutput)
    .use(limited('search'))
    .query(async ({ ctx, input }) => pageOf(await searchEbooks(ctx.db, input), input)),

  /**
   * One e-book; an inactive one only for staff. Not kept by the HTTP cache: its download
   * count is read right after a download (a single row by its key is cheap anyway).
   */
  byId: publicProcedure
    .input(ebookIdInput)
    .output(ebookOutput)
    .query(async ({ ctx, input }) => {
      const ebook = await findEbookById(ctx.db, input.id);
      if (!ebook || !visibleEbook(ebook, { as: 'record', viewer: ctx.user })) {
        throw appError('NOT_FOUND', 'No such e-book');
      }
      return ebook;
    }),

  /** Active e-books by the same author, then of the same genre (the e-book's page). */
  related: ebookCollectionProcedure
    .input(relatedEbooksInput)
    .output(ebookListOutput)
    .query(({ ctx, input }) =>
      listRelatedEbooks(ctx.db, input.id, input.limit ?? DEFAULT_RELATED_SIZE),
    ),

  /**
   * Every e-book, hidden ones included (the dashboard's e-books tab), newest first; narrowed
   * by genre, language and state, or searched as readers search (best first).
   */
  listAll: staffProcedure
    .input(listAllEbooksInput)
    .output(ebookPageOutput)
    .query(async ({ ctx, input }) => {
      const { q, state, ...rest } = input;
      if (q)
        return pageOf(await searchEbooks(ctx.db, { ...rest, q, state: state ?? 'all' }), input);
      const active = state === undefined ? undefined : state === 'active';
      return pageOf(await listAllEbooks(ctx.db, { ...rest, active }), input);
    }),

  create: staffProcedure
    .input(createEbookInput)
    .output(ebookOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const ebook = await insertEbook(trx, input);
        return {
          result: ebook,
          audit: ebookAudit.created(ebook),
          events: publishedEvents(null, ebook),
        };
      }),
    ),

  update: staffProcedure
    .input(updateEbookInput)
    .output(ebookOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const { id, ...changes } = input;
        const before = await findEbookById(trx, id);
        const ebook = before && (await updateEbook(trx, id, changes));
        if (!ebook) throw appError('NOT_FOUND', 'No such e-book');
        return {
          result: ebook,
          audit: ebookAudit.updated(before, ebook),
          events: publishedEvents(before, ebook),
        };
      }),
    ),

  delete: staffProcedure
    .input(ebookIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const before = await findEbookById(trx, input.id);
        if (!before || !(await deleteEbook(trx, input.id))) {
          throw appError('NOT_FOUND', 'No such e-book');
        }
        return { result: { id: input.id }, audit: ebookAudit.deleted(before) };
      }),
    ),

  /**
   * Counts a download (atomically, with who/where/what device) and answers where the file is
   * and the name to save it under. A client's repeats beyond its share are refused (429) and
   * not counted, so nobody can move "popular" alone.
   */
  download: publicProcedure
    // Only the download counter moves: kept collection answers stay (their age bounds it).
    .meta({ access: 'public', leavesCollection: true })
    .input(ebookIdInput)
    .output(ebookDownloadOutput)
    .use(limited<{ id: number }>('download', (input) => input.id))
    .mutation(async ({ ctx, input }) => {
      const ebook = await recordEbookDownload(ctx.db, {
        ebookId: input.id,
        userId: ctx.user?.id ?? null,
        ipAddress: ctx.request.ip || null,
        device: deviceFromUserAgent(ctx.request.userAgent),
        userAgent: ctx.request.userAgent?.slice(0, 1000) ?? null,
      });
      if (!ebook) throw appError('NOT_FOUND', 'No such e-book');
      const answer: EbookDownload = {
        downloadUrl: ebookFileUrl(ebook.id, { download: true }),
        filename: ebookDownloadFilename(ebook),
      };
      return answer;
    }),

  /** The signed-in reader's place in a book; null for anonymous readers (they keep it locally). */
  readingSession: publicProcedure
    .input(readingSessionInput)
    .output(optionalReadingSessionOutput)
    .query(async ({ ctx, input }) => {
      if (!ctx.user) return null;
      return (await findReadingSession(ctx.db, ctx.user.id, input.ebookId)) ?? null;
    }),

  /** The signed-in reader's e-books, latest read first, with their progress (the account page). */
  myReading: signedInProcedure
    .input(noInput)
    .output(myReadingOutput)
    .query(({ ctx }) => listReadingProgress(ctx.db, ctx.user.id, MY_READING_LIMIT)),

  /** Saves the signed-in reader's place (any role); 401 for anonymous readers. */
  saveReadingProgress: signedInProcedure
    .meta({ access: 'signed_in', leavesCollection: true })
    .input(saveReadingProgressInput)
    .output(readingSessionOutput)
    .mutation(async ({ ctx, input }) => {
      const { ebookId, ...progress } = input;
      const session = await saveReadingProgress(ctx.db, {
        userId: ctx.user.id,
        ebookId,
        progress,
        now: ctx.now(),
        includeInactive: visibleEbook({ isActive: false }, { as: 'record', viewer: ctx.user }),
      });
      if (!session) throw appError('NOT_FOUND', 'No such e-book');
      return session;
    }),

  /** Adds a bookmark where the signed-in reader is (synced to their other devices). */
  addBookmark: signedInProcedure
    .input(addBookmarkInput)
    .output(readingMarksOutput)
    .mutation(({ ctx, input }) => addMark(ctx, input.ebookId, 'bookmarks', input.bookmark)),

  /** Adds a note where the signed-in reader is. */
  addNote: signedInProcedure
    .input(addNoteInput)
    .output(readingMarksOutput)
    .mutation(({ ctx, input }) => addMark(ctx, input.ebookId, 'notes', input.note)),

  /** Removes one of the reader's bookmarks (unknown ids change nothing). */
  removeBookmark: signedInProcedure
    .input(removeReadingMarkInput)
    .output(readingMarksOutput)
    .mutation(({ ctx, input }) => removeMark(ctx, input, 'bookmarks')),

  /** Removes one of the reader's notes. */
  removeNote: signedInProcedure
    .input(removeReadingMarkInput)
    .output(readingMarksOutput)
    .mutation(({ ctx, input }) => removeMark(ctx, input, 'notes')),
});
