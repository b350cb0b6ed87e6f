import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** The dashboard lists whose rows are edited and deleted the same way. */
type Kind = 'books' | 'events' | 'ebooks';

interface Titled {
  id: number;
  title: string;
}

/** Edit and Delete for one row or card; screen readers hear which title each acts on. */
export function EditDeleteButtons<T extends Titled>({
  kind,
  item,
  onEdit,
  onDelete,
}: {
  kind: Kind;
  item: T;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t(`${kind}.editLabel`, { title: item.title })}
        onClick={() => onEdit(item)}
      >
        {t('actions.edit')}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        aria-label={t(`${kind}.deleteLabel`, { title: item.title })}
        onClick={() => onDelete(item)}
      >
        {t('actions.delete')}
      </Button>
    </>
  );
}

/** The part of a delete mutation the confirmation uses. */
interface Removes {
  isPending: boolean;
  mutate(input: { id: number }, options: { onSettled: () => void }): void;
}

/** Asks before deleting the chosen row, then deletes it; closes once the server has answered. */
export function DeleteConfirmation({
  kind,
  item,
  remove,
  onClose,
}: {
  kind: Kind;
  item: Titled | null;
  remove: Removes;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  if (!item) return null;
  return (
    <ConfirmDialog
      title={t(`${kind}.confirm.title`)}
      message={t(`${kind}.confirm.message`, { title: item.title })}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ id: item.id }, { onSettled: onClose })}
    />
  );
}
