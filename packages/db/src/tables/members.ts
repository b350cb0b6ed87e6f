import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { MemberStatus } from '../constants';

export interface MembersTable {
  id: Generated<number>;
  /** `M` + six digits + a check digit (`M0000013`); printed as a QR code on the card. */
  memberNumber: string;
  fullName: string;
  phone: string | null;
  /** Stored lower-cased and trimmed. */
  email: string | null;
  /** Where the member registered (and whose desk usually sees them). */
  branchId: string;
  status: Generated<MemberStatus>;
  /** Their category (`member_categories`): adult unless the desk says otherwise. */
  categoryId: Generated<string>;
  /** The patron account of a member who signs in, if any. */
  userId: string | null;
  /** The language of the library's messages to the member (null: the site's language then). */
  messageLanguage: 'en' | 'si' | 'ta' | null;
  /** Whether the member wants the library's e-mails (holds ready, reminders). */
  emailMessages: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;

/**
 * A kind of member and its lending rules (migration 2026_11_27_110000): the most loans at once,
 * and where it differs from the library's rules its loan period, renewals and holds (null: the
 * library's, `loan_settings`).
 */
export interface MemberCategoriesTable {
  id: string;
  name: string;
  nameTa: string | null;
  nameSi: string | null;
  /** Null: no limit. */
  maxLoans: number | null;
  loanPeriodDays: number | null;
  maxRenewals: number | null;
  maxHolds: number | null;
  /** Its own fine a day late, in rupees (null: the library's). */
  finePerDay: number | null;
  position: Generated<number>;
  updatedAt: Generated<Date>;
}
export type MemberCategory = Selectable<MemberCategoriesTable>;
