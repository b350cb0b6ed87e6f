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
