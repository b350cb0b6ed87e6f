import { createEventInput, updateEventInput } from '@app/api-contract/schemas/events';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  InputField,
  SelectField,
  TextAreaField,
} from '@app/ui';
import { useId, type FormEvent } from 'react';
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

export interface EventDialogProps {
  /** The event to edit; absent for Add Event. */
  event?: AdminEvent;
  onClose: () => void;
}

/** Add Event and Edit Event: date and time are free text, as readers should see them. */
export function EventDialog({ event, onClose }: EventDialogProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { values, errors, set, submit } = useFormDialog<EventFormValues>(() =>
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
    <Dialog labelledBy={headingId} onClose={onClose} onSubmit={onSubmit}>
      <DialogHeader
        headingId={headingId}
        eyebrow={t('events.dialog.eyebrow')}
        title={event ? t('events.dialog.editTitle') : t('events.dialog.addTitle')}
        closeLabel={t('actions.close')}
        onClose={onClose}
      />
      <DialogBody>
        <div className={form.grid}>
          <InputField
            className={form.wide}
            label={t('events.dialog.title')}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <TextAreaField
            className={form.wide}
            label={t('events.dialog.description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            rows={3}
          />
          <InputField
            label={t('events.dialog.date')}
            hint={t('events.dialog.dateHint')}
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
            error={errors.date}
            required
          />
          <InputField
            label={t('events.dialog.time')}
            hint={t('events.dialog.timeHint')}
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
            error={errors.time}
            required
          />
          <SelectField
            label={t('events.dialog.category')}
            value={values.category}
            onChange={(e) => set('category', e.target.value as EventFormValues['category'])}
            error={errors.category}
          >
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
            value={values.maxAttendees}
            onChange={(e) => set('maxAttendees', e.target.value)}
            error={errors.maxAttendees}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {event ? t('actions.saveChanges') : t('events.dialog.submitAdd')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
