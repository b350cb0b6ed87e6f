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
  recordEbookDownload,
  saveReadingProgress,
  searchEbooks,
  updateEbook,
} from '@app/db';
import { isStaffRole } from '@app/db/constants';
import { appError } from '../errors';
import {
  createEbookInput,
  ebookDownloadFilename,
  ebookIdInput,
  ebookShelfInput,
  listAllEbooksInput,
  listEbooksInput,
  readingSessionInput,
  saveReadingProgressInput,
  searchEbooksInput,
  updateEbookInput,
  DEFAULT_LIST_SIZE,
  DEFAULT_SHELF_SIZE,
  type EbookDownload,
} from '../schemas/ebooks';
import { publicProcedure, router, signedInProcedure, staffProcedure } from '../trpc';
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

/** E-books a reader's account page lists. */
const MY_READING_LIMIT = 50;

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

  /** The signed-in reader's e-books, latest read first, with their progress (the account page). */
  myReading: signedInProcedure.query(({ ctx }) =>
    listReadingProgress(ctx.db, ctx.user.id, MY_READING_LIMIT),
  ),

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
});
