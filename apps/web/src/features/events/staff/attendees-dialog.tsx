import {
  buttonStyles,
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  EmptyText,
  ErrorState,
  LoadingState,
  Table,
} from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';

/**
 * Who is coming to an event (decision 0041): those with a place, then the waitlist in the order
 * it moves up, then addresses not yet confirmed and cancellations; and the list as a CSV file
 * for a sign-in sheet.
 */
export function AttendeesDialog({
  event,
  onClose,
}: {
  event: { id: number; title: string; maxAttendees: number };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['events-staff', 'staff']);
  const headingId = useId();
  const attendees = trpc.eventPlaces.attendees.useQuery({ eventId: event.id });
  const rows = attendees.data ?? [];
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  const registered = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Dialog labelledBy={headingId} onClose={onClose} closeOnBackdrop>
      <DialogHeader
        headingId={headingId}
        title={t('attendees.title', { title: event.title })}
        closeLabel={t('attendees.close')}
        onClose={onClose}
      />
      <DialogBody>
        {attendees.isPending ? (
          <LoadingState>{t('loading')}</LoadingState>
        ) : attendees.isError ? (
          <ErrorState
            onRetry={() => void attendees.refetch()}
            retryLabel={t('staff:actions.retry')}
          >
            {t('attendees.failed')}
          </ErrorState>
        ) : rows.length === 0 ? (
          <EmptyText>{t('attendees.empty')}</EmptyText>
        ) : (
          <Table
            caption={t('attendees.summary', {
              taken: count('confirmed'),
              max: event.maxAttendees,
              waiting: count('waitlisted'),
            })}
          >
            <thead>
              <tr>
                <th scope="col">{t('attendees.columns.name')}</th>
                <th scope="col">{t('attendees.columns.email')}</th>
                <th scope="col">{t('attendees.columns.status')}</th>
                <th scope="col">{t('attendees.columns.member')}</th>
                <th scope="col">{t('attendees.columns.registered')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-status={row.status}>
                  <td>{row.memberName ?? row.name ?? '—'}</td>
                  <td>{row.email}</td>
                  <td>{t(`attendees.status.${row.status}`)}</td>
                  <td>{row.memberNumber ?? '—'}</td>
                  <td>{registered.format(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </DialogBody>
      <DialogFooter>
        <a
          href={`/api/events/${event.id}/registrations.csv`}
          download
          className={buttonStyles({ variant: 'secondary' })}
        >
          {t('attendees.export')}
        </a>
        <Button onClick={onClose} data-autofocus>
          {t('attendees.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
