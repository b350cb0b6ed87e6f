import { Button, ConfirmDialog } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRecord } from '../member';
import { useMemberMutations } from './use-member-mutations';

/**
 * Suspend or re-activate a member. Suspending stops their borrowing, so it asks first;
 * re-activating gives it back at once.
 */
export function MemberStatusButton({
  member,
  size,
}: {
  member: Pick<MemberRecord, 'id' | 'fullName' | 'status'>;
  size?: 'sm';
}) {
  const { t } = useTranslation(['members-staff', 'staff']);
  const { update } = useMemberMutations();
  const [asking, setAsking] = useState(false);
  const active = member.status === 'active';
  return (
    <>
      <Button
        size={size}
        variant={active ? 'destructive' : 'secondary'}
        loading={update.isPending}
        onClick={() =>
          active ? setAsking(true) : update.mutate({ id: member.id, status: 'active' })
        }
      >
        {active ? t('actions.suspend') : t('actions.reactivate')}
      </Button>
      {asking ? (
        <ConfirmDialog
          eyebrow={t('suspendConfirm.eyebrow')}
          title={t('suspendConfirm.title', { name: member.fullName })}
          message={t('suspendConfirm.message', { name: member.fullName })}
          confirmLabel={t('actions.suspend')}
          cancelLabel={t('suspendConfirm.cancel')}
          closeLabel={t('staff:actions.close')}
          pending={update.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            update.mutate(
              { id: member.id, status: 'suspended' },
              { onSettled: () => setAsking(false) },
            )
          }
        />
      ) : null}
    </>
  );
}
