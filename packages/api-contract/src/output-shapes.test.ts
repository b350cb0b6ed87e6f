import type {
  AuditEntry,
  Book,
  DashboardStats,
  SeriesPoint,
  Ebook,
  Event,
  NewsletterIssue,
  ReadingSession,
  User,
  findBookWithCopies,
  findMemberById,
  findNewsletterIssue,
  findPublicCopy,
  getCopy,
  getLoanSettings,
  listHolds,
  inventoryStats,
  listBooks,
  listBranches,
  listCalendarEvents,
  listInventory,
  listLoans,
  listSubscribers,
  listReadingProgress,
  listScanHistory,
  listStaff,
  newsletterCounts,
  reviewCopy,
} from '@app/db';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from './root';
import type { auditEntryOutput } from './schemas/audit';
import type { branchListOutput } from './schemas/branches';
import type { bookOutput, bookWithCopiesOutput, shelvedBookOutput } from './schemas/books';
import type { dashboardStatsOutput } from './schemas/dashboard';
import type { seriesPointOutput } from './schemas/reports';
import type { ebookOutput, myReadingOutput, readingSessionOutput } from './schemas/ebooks';
import type { importCandidateOutput, ImportCandidate } from './schemas/ebooks-import';
import type { calendarEventsOutput, eventOutput } from './schemas/events';
import type {
  copyDetailOutput,
  copyOutput,
  copyPageOutput,
  inventoryStatsOutput,
  publicCopyOutput,
  scanPageOutput,
} from './schemas/inventory';
import type { holdOutput } from './schemas/holds';
import type { loanOutput, loanSettingsOutput } from './schemas/loans';
import type { memberOutput } from './schemas/members';
import type {
  issueOutput,
  newsletterStatusOutput,
  savedIssueOutput,
  subscriberPageOutput,
} from './schemas/newsletter';
import type { staffAccountOutput, staffOutput } from './schemas/staff';

/**
 * Every answer has one declared shape (decision 0035). tRPC keeps only the keys an output
 * schema names, so a column a query gains would vanish from the answer unnoticed: the types
 * below fail to compile when a schema and the rows its procedure answers differ by a key or a
 * type. (tRPC itself refuses, at compile time, a resolver that answers less than its schema.)
 */

/** The same type, key for key (intersections and mapped types flattened first). */
type Flat<T> = T extends Date
  ? Date
  : T extends readonly unknown[]
    ? { [K in keyof T]: Flat<T[K]> }
    : T extends object
      ? { [K in keyof T]: Flat<T[K]> }
      : T;
type Same<A, B> =
  (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
/** Whether schema `S` answers exactly the rows `Rows`. */
type Describes<S extends z.ZodType, Rows> = Same<z.output<S>, Rows>;

type Row<F extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<F>>>;
type ItemOf<F extends (...args: never[]) => unknown> =
  Row<F> extends { items: (infer I)[] } ? I : never;

/** A scan's row; its JSON `scanData` is answered as four fields of its own. */
type ScanRow = Omit<
  z.output<typeof scanPageOutput>['items'][number],
  'isbn' | 'imageCount' | 'errorCode' | 'errorParams'
>;
/** The counts; whether mail can be sent comes from the mailer. */
type SubscriberCounts = Omit<
  z.output<typeof newsletterStatusOutput>,
  'mailConfigured' | 'mailFrom'
>;

describe('every output schema', () => {
  it('answers exactly the rows its procedure answers (checked when the test compiles)', () => {
    expectTypeOf<Describes<typeof bookOutput, Book>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof shelvedBookOutput, ItemOf<typeof listBooks>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof bookWithCopiesOutput, Row<typeof findBookWithCopies>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof eventOutput, Event>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof calendarEventsOutput, Row<typeof listCalendarEvents>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof branchListOutput, Row<typeof listBranches>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof ebookOutput, Ebook>>().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof readingSessionOutput, ReadingSession>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof myReadingOutput, Row<typeof listReadingProgress>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof importCandidateOutput, ImportCandidate>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof copyOutput, Omit<Row<typeof reviewCopy>, 'createdTitle'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof copyPageOutput.shape.items.element, ItemOf<typeof listInventory>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof copyDetailOutput, Row<typeof getCopy>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof inventoryStatsOutput, Row<typeof inventoryStats>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof publicCopyOutput, Row<typeof findPublicCopy>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<ScanRow, Omit<ItemOf<typeof listScanHistory>, 'scanData'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof staffOutput, ItemOf<typeof listStaff>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof staffAccountOutput, Omit<User, 'passwordHash'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof memberOutput, Row<typeof findMemberById>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof loanOutput, ItemOf<typeof listLoans>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof loanSettingsOutput, Row<typeof getLoanSettings>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof holdOutput, ItemOf<typeof listHolds>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof subscriberPageOutput.shape.items.element, ItemOf<typeof listSubscribers>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof savedIssueOutput, NewsletterIssue>>().toEqualTypeOf<true>();
    expectTypeOf<
      Describes<typeof issueOutput, Row<typeof findNewsletterIssue>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<SubscriberCounts, Row<typeof newsletterCounts>>>().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof dashboardStatsOutput, DashboardStats>>().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof auditEntryOutput, AuditEntry>>().toEqualTypeOf<true>();
    expectTypeOf<Describes<typeof seriesPointOutput, SeriesPoint>>().toEqualTypeOf<true>();
  });
});

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  output?: unknown;
}
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>,
).map(([path, procedure]) => [path, procedure._def] as const);

describe('every procedure', () => {
  it('is found (the walk below sees the whole router)', () => {
    expect(procedures.length).toBeGreaterThan(80);
  });

  it.each(procedures)('%s declares its input and its output with zod', (_path, def) => {
    expect(def.inputs).toHaveLength(1);
    expect(def.inputs[0]).toBeInstanceOf(z.ZodType);
    expect(def.output).toBeInstanceOf(z.ZodType);
  });
});
