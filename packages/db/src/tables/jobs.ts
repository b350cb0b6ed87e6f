import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { JobKind, JobState } from '../constants';

/** What a finished job reports, by kind (also what a running one has done so far). */
export interface JobResults {
  'inventory.read-cover': { inventoryId: number; engine: 'ai' | 'ocr' | null; isbnFound: boolean };
  'ebooks.import-bulk': {
    imported: number;
    skipped: number;
    failed: number;
    results: Array<{
      id: string;
      status: 'imported' | 'already' | 'failed';
      appCode?: string;
      message?: string;
      ebookId?: number;
    }>;
  };
  'ebooks.mirror': { ebookId: number; size: number | null };
  'newsletter.send': { issueId: number };
  /** Whether a link was e-mailed (false: no active account has the address, or no mail). */
  'auth.password-reset': { sent: boolean };
  /** What became of the message. */
  'members.message': { status: string };
  /**
   * How many were e-mailed; `handedOn`: the process stopped (a restart) before the queue was
   * empty, and a new job sends the rest.
   */
  'members.reminders': { sent: number; handedOn?: boolean };
  /** What became of the mail about a place at an event. */
  'events.message': { status: string };
  /** Rowless (their own rows are their record): never written. */
  'webhooks.deliver': Record<string, never>;
  'webhooks.paused': Record<string, never>;
}
export type JobResult = JobResults[JobKind];

export interface JobsTable {
  id: string;
  kind: JobKind;
  requestedBy: string | null;
  /** What the job works on, when one thing: the copy's id, the e-book's id. */
  subjectId: string | null;
  state: Generated<JobState>;
  done: Generated<number>;
  total: number;
  attempts: Generated<number>;
  result: JSONColumnType<JobResult | null, string | null, string | null>;
  /** Why it failed for good (an app error code), null otherwise. */
  errorCode: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  finishedAt: Date | null;
}
export type JobRow = Selectable<JobsTable>;
