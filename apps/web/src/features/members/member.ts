import type { RouterOutputs } from '@app/api-contract';

type Outputs = RouterOutputs['members'];

/** A member as the staff list and page have one. */
export type MemberRecord = Outputs['byId'];
export type MemberCard = Outputs['cards'][number];
export type OwnMembership = NonNullable<Outputs['mine']['member']>;

/** What the Register/Edit form holds: the inputs' own strings. */
export interface MemberFormValues {
  fullName: string;
  phone: string;
  email: string;
  branchId: string;
  /** The member category, whose lending rules apply. */
  categoryId: string;
}

export function emptyMemberForm(branchId = 'JPL'): MemberFormValues {
  return { fullName: '', phone: '', email: '', branchId, categoryId: 'adult' };
}

export function memberFormFrom(member: MemberRecord): MemberFormValues {
  return {
    fullName: member.fullName,
    phone: member.phone ?? '',
    email: member.email ?? '',
    branchId: member.branchId,
    categoryId: member.categoryId,
  };
}

/** Where the printable card sheet lives; ids travel as "1,2,3" so the link stays readable. */
export function cardSheetHref(ids: readonly number[]): string {
  return `/admin/cards?ids=${ids.join(',')}`;
}
