import { createEventInput, updateEventInput } from '@app/api-contract/schemas/events';
import { formGrid as form, FormDialog, InputField, SelectField, TextAreaField } from '@app/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '../../../lib/forms/use-form-dialog';
import {
  EVENT_CATEGORY_CHOICES,
  emptyEventForm,
  eventFormFrom,
  eventInputFrom,
  type EventFormValues,
  type EventRecord,
} from './event-form';
import { useEventMutations } from './use-event-mutations';

export interface EventDialogProps {
  /** The event to edit; absent for Add Event. */
  event?: EventRecord;
  onClose: () => void;
}

/** Add Event and Edit Event: date and time are free text, as readers should see them. */
export function EventDialog({ event, onClose }: EventDialogProps) {
  const { t } = useTranslation(['events-staff', 'staff']);
  const { values, field, submit } = useFormDialog<EventFormValues>(() =>
    event ? eventFormFrom(event) : emptyEventForm(),
  );
  const { create, update } = useEventMutations();
  const pending = create.isPending || update.isPending;

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) =>
    submit(submitted, {
      fields: eventInputFrom(values),
      editingId: event?.id,
      create: { schema: createEventInput, mutation: create },
      update: { schema: updateEventInput, mutation: update },
      onSaved: onClose,
    });

  return (
    <FormDialog
      eyebrow={t('dialog.eyebrow')}
      title={event ? t('dialog.editTitle') : t('dialog.addTitle')}
      submitLabel={event ? t('staff:actions.saveChanges') : t('dialog.submitAdd')}
      cancelLabel={t('staff:actions.cancel')}
      closeLabel={t('staff:actions.close')}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={form.grid}>
        <InputField
          className={form.wide}
          label={t('dialog.title')}
          {...field('title')}
          required
          data-autofocus
        />
        <TextAreaField
          className={form.wide}
          label={t('dialog.description')}
          {...field('description')}
          rows={3}
        />
        <InputField
          label={t('dialog.date')}
          hint={t('dialog.dateHint')}
          {...field('date')}
          required
        />
        <InputField
          label={t('dialog.time')}
          hint={t('dialog.timeHint')}
          {...field('time')}
          required
        />
        <SelectField label={t('dialog.category')} {...field('category')}>
          {EVENT_CATEGORY_CHOICES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t('dialog.maxAttendees')}
          {...field('maxAttendees')}
        />
      </div>
    </FormDialog>
  );
}
