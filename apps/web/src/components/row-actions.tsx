import { Button, ConfirmDialog } from '@app/ui';
import { useTranslation } from 'react-i18next';

interface Titled {
  id: number;
  title: string;
}

/**
 * Edit and Delete for one row or card of a staff list; `editLabel` and `deleteLabel` name the
 * title each acts on, for screen readers ("Edit Thirukkural").
 */
export function EditDeleteButtons<T extends Titled>({
  item,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  item: T;
  editLabel: string;
  deleteLabel: string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={editLabel} onClick={() => onEdit(item)}>
        {t('actions.edit')}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        aria-label={deleteLabel}
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

/**
 * Asks before deleting the chosen row (`title` and `message` say what goes), then deletes it;
 * closes once the server has answered.
 */
export function DeleteConfirmation({
  item,
  title,
  message,
  remove,
  onClose,
}: {
  item: Titled | null;
  title: string;
  message: (item: Titled) => string;
  remove: Removes;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  if (!item) return null;
  return (
    <ConfirmDialog
      eyebrow={t('confirm.eyebrow')}
      title={title}
      message={message(item)}
      confirmLabel={t('confirm.delete')}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ id: item.id }, { onSettled: onClose })}
    />
  );
}
