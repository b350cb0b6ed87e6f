import type { Generated, Selectable } from 'kysely';
import type { HoldStatus, MemberMessageStatus } from '../constants';

/** A member's place in a title's queue (migration 2026_11_27_100000, decision 0039). */
export interface HoldsTable {
  id: Generated<number>;
  bookId: number;
  memberId: number;
  pickupBranchId: string;
  status: Generated<HoldStatus>;
  /** The copy set aside (`ON_HOLD`) while the hold is `ready`. */
  inventoryId: number | null;
  createdAt: Generated<Date>;
  readyAt: Date | null;
  /** The end of the last library day the member may collect a ready hold. */
  expiresAt: Date | null;
  closedAt: Date | null;
  /** The staff account that placed it for the member, or null when the member did. */
  placedBy: string | null;
}
export type Hold = Selectable<HoldsTable>;

/** One message the library sends a member; unique per member, kind and subject. */
export interface MemberMessagesTable {
  id: Generated<number>;
  memberId: number;
  /** `hold-ready`, `hold-expired`; the reminders add theirs. */
  kind: string;
  /** What it is about (a hold's id, a loan's id and day): the same message is queued once. */
  subjectKey: string;
  language: 'en' | 'si' | 'ta';
  email: string | null;
  status: Generated<MemberMessageStatus>;
  createdAt: Generated<Date>;
  sentAt: Date | null;
}
export type MemberMessage = Selectable<MemberMessagesTable>;
