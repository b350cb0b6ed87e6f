import { createEventInput, updateEventInput } from '@app/api-contract/schemas/events';
import { InputField, SelectField, TextAreaField } from '@app/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEvent } from '../admin-types';
import {
  EVENT_CATEGORY_CHOICES,
  emptyEventForm,
  eventFormFrom,
  eventInputFrom,
  type EventFormValues,
} from '../event-form';
import { useEventMutations } from '../hooks/use-event-mutations';
import { useFormDialog } from '../hooks/use-form-dialog';
import * as form from './admin-form.css';
import { FormDialog } from './form-dialog';

export interface EventDialogProps {
  /** The event to edit; absent for Add Event. */
  event?: AdminEvent;
  onClose: () => void;
}

/** Add Event and Edit Event: date and time are free text, as readers should see them. */
export function EventDialog({ event, onClose }: EventDialogProps) {
  const { t } = useTranslation('admin');
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
      eyebrow={t('events.dialog.eyebrow')}
      title={event ? t('events.dialog.editTitle') : t('events.dialog.addTitle')}
      submitLabel={event ? t('actions.saveChanges') : t('events.dialog.submitAdd')}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={form.grid}>
        <InputField
          className={form.wide}
          label={t('events.dialog.title')}
          {...field('title')}
          required
          data-autofocus
        />
        <TextAreaField
          className={form.wide}
          label={t('events.dialog.description')}
          {...field('description')}
          rows={3}
        />
        <InputField
          label={t('events.dialog.date')}
          hint={t('events.dialog.dateHint')}
          {...field('date')}
          required
        />
        <InputField
          label={t('events.dialog.time')}
          hint={t('events.dialog.timeHint')}
          {...field('time')}
          required
        />
        <SelectField label={t('events.dialog.category')} {...field('category')}>
          {EVENT_CATEGORY_CHOICES.map((category) => (
            <option key={category} value={category}>
              {t(`events.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t('events.dialog.maxAttendees')}
          {...field('maxAttendees')}
        />
      </div>
    </FormDialog>
  );
}
