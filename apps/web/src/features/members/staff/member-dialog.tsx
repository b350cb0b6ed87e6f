import { createMemberInput, updateMemberInput } from '@app/api-contract/schemas/members';
import { formGrid as form, FormDialog, InputField, SelectField } from '@app/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { useFormDialog } from '../../../lib/forms/use-form-dialog';
import { trpc } from '../../../lib/trpc';
import {
  emptyMemberForm,
  memberFormFrom,
  type MemberFormValues,
  type MemberRecord,
} from '../member';
import { useMemberMutations } from './use-member-mutations';

export interface MemberDialogProps {
  /** The member to edit; absent to register a new one. */
  member?: MemberRecord;
  onClose: () => void;
  /** Told about the member just registered (the tab offers their card). */
  onRegistered?: (member: MemberRecord) => void;
}

/** Register a member at the desk, or edit one: checked with the server's own schema first. */
export function MemberDialog({ member, onClose, onRegistered }: MemberDialogProps) {
  const { t, i18n } = useTranslation(['members-staff', 'staff']);
  const branches = trpc.branches.list.useQuery({ activeOnly: true });
  const categories = trpc.members.categories.useQuery();
  const { values, field, submit } = useFormDialog<MemberFormValues>(() =>
    member ? memberFormFrom(member) : emptyMemberForm(),
  );
  const { create, update } = useMemberMutations();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      fields: {
        fullName: values.fullName,
        phone: values.phone,
        email: values.email,
        branchId: values.branchId,
        categoryId: values.categoryId,
      },
      editingId: member?.id,
      create: {
        schema: createMemberInput,
        mutation: {
          mutate: (input, options) =>
            create.mutate(input, {
              ...options,
              onSuccess: (created) => {
                onRegistered?.(created);
                options.onSuccess();
              },
            }),
        },
      },
      update: { schema: updateMemberInput, mutation: update },
      onSaved: onClose,
      // Neither phone nor e-mail: say so in words, not as "not valid".
      refine: (errors) =>
        !values.phone.trim() && !values.email.trim()
          ? { ...errors, phone: t('dialog.needContact') }
          : errors,
    });

  return (
    <FormDialog
      eyebrow={t('dialog.eyebrow')}
      title={member ? t('dialog.editTitle', { name: member.fullName }) : t('dialog.addTitle')}
      submitLabel={member ? t('staff:actions.saveChanges') : t('dialog.submitAdd')}
      cancelLabel={t('staff:actions.cancel')}
      closeLabel={t('staff:actions.close')}
      pending={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={form.grid}>
        <InputField
          className={form.wide}
          label={t('dialog.fullName')}
          hint={t('dialog.fullNameHint')}
          {...field('fullName')}
          required
          autoComplete="off"
          data-autofocus
        />
        <InputField
          label={t('dialog.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...field('phone')}
        />
        <InputField label={t('dialog.email')} type="email" autoComplete="off" {...field('email')} />
        <SelectField label={t('dialog.branch')} {...field('branchId')} required>
          {(
            branches.data ?? [
              { id: values.branchId, name: values.branchId, nameTa: null, nameSi: null },
            ]
          ).map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branchName(branch, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('dialog.category')}
          hint={t('dialog.categoryHint')}
          {...field('categoryId')}
          required
        >
          {(
            categories.data ?? [
              { id: values.categoryId, name: values.categoryId, nameTa: null, nameSi: null },
            ]
          ).map((category) => (
            <option key={category.id} value={category.id}>
              {branchName(category, i18n.language)}
            </option>
          ))}
        </SelectField>
        <p className={form.note}>{t('dialog.contactNote')}</p>
      </div>
    </FormDialog>
  );
}
