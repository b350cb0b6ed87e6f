import type {
  AuditDraft,
  DraftAudit,
  Member,
  MemberCategoryChange,
  MemberEdit,
  MemberSignIn,
} from '@app/db';
import { changedFields, createdFields } from '../audit';

const entry = (kind: string, memberId: number, changes: AuditDraft['changes']): AuditDraft => ({
  kind,
  entity: 'member',
  entityId: memberId,
  changes,
});

/** The audit entries of the desk's work on members (`members.*`, entity `member`). */
export const memberAudit: {
  created: DraftAudit<Member>;
  edited: DraftAudit<MemberEdit>;
  signIn: DraftAudit<MemberSignIn>;
  category: DraftAudit<MemberCategoryChange>;
} = {
  created: (member) => entry('members.create', member.id, createdFields(member)),

  /** An edit is `members.update`; a change of status is an entry of its own, after it. */
  edited: ({ before, after }) => {
    const { status, ...fields } = changedFields(before, after);
    const entries: AuditDraft[] = [];
    if (Object.keys(fields).length) entries.push(entry('members.update', after.id, fields));
    if (status) {
      const kind = after.status === 'suspended' ? 'members.suspend' : 'members.reactivate';
      entries.push(entry(kind, after.id, { status }));
    }
    return entries;
  },

  /** A sign-in given: the patron account the member has now (made for them, or theirs). */
  signIn: ({ memberId, userIdBefore, userId }) =>
    entry('members.password_link', memberId, { userId: [userIdBefore, userId] }),

  /**
   * A category added, changed or deleted (`members.categoryCreate`, `categoryUpdate`,
   * `categoryDelete`): every name and rule before and after; nothing when an edit changed
   * nothing. (camelCase: the trail's kind filter takes no underscore.)
   */
  category: ({ before, after }) => {
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return null;
    const kind = !before ? 'categoryCreate' : !after ? 'categoryDelete' : 'categoryUpdate';
    const id = (after ?? before)!.id;
    return { kind: `members.${kind}`, entity: 'member_category', entityId: id, changes };
  },
};
