import { createFileRoute } from '@tanstack/react-router';
import { useRef } from 'react';
import type { MemberRecord } from '../../../features/members/member';
import { MemberDialog } from '../../../features/members/staff/member-dialog';
import { MembersTab } from '../../../features/members/staff/members-tab';
import { parseAddSearch, withoutEmpty, type AddSearch } from '../../../lib/search-params';
import { useRowDialog } from '../../../lib/use-row-dialog';

// The library's members; one registered here opens on their own page.
export const Route = createFileRoute('/_staff/admin/members')({
  validateSearch: (raw: Record<string, unknown>): AddSearch => parseAddSearch(raw),
  component: MembersRoute,
});

function MembersRoute() {
  const { add } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Set once a new member's page is on its way: closing the dialog must not come back here.
  const leaving = useRef(false);
  const dialog = useRowDialog<MemberRecord>(add === true, (open) => {
    if (!leaving.current)
      void navigate({ search: withoutEmpty({ add: open || undefined }), replace: true });
  });
  const openMember = async (member: MemberRecord) => {
    leaving.current = true;
    // The Add leaves the history first, so Back from the member's page returns to the list.
    await navigate({ search: {}, replace: true });
    await navigate({ to: '/admin/members/$id', params: { id: String(member.id) } });
  };
  return (
    <>
      <MembersTab onRegister={dialog.add} onEdit={dialog.edit} />
      {dialog.open ? (
        <MemberDialog
          member={dialog.open.row}
          onClose={dialog.close}
          onRegistered={(member) => void openMember(member)}
        />
      ) : null}
    </>
  );
}
