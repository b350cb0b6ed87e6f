import type { RouterOutputs } from '@app/api-contract';
import {
  createMemberCategoryInput,
  updateMemberCategoryInput,
} from '@app/api-contract/schemas/members';
import { formGrid as form, FormDialog, InputField } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  focusFirstInvalid,
  serverFieldErrors,
  validate,
  type FieldErrors,
} from '../../../lib/forms/form-errors';
import { trpc } from '../../../lib/trpc';

export type Category = RouterOutputs['members']['categories'][number];
type SavedCategory = RouterOutputs['members']['updateCategory'];

const RULES = ['loanPeriodDays', 'maxLoans', 'maxRenewals', 'maxHolds', 'finePerDay'] as const;
type Rule = (typeof RULES)[number];
const BOUNDS: Record<Rule, [number, number]> = {
  loanPeriodDays: [1, 365],
  maxLoans: [0, 100],
  maxRenewals: [0, 50],
  maxHolds: [0, 100],
  finePerDay: [0, 10000],
};
type Values = Record<'id' | 'name' | 'nameTa' | 'nameSi' | Rule, string>;

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));
/** A blank rule is null: the library's (for `maxLoans`, no limit). */
const rule = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * Add a member category or change one: its code (only when adding: members point at it), its
 * names in three scripts, and its rules, each blank for the library's.
 */
export function CategoryDialog({
  category,
  onSaved,
  onClose,
}: {
  category?: Category;
  onSaved: (category: SavedCategory) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['loans-staff', 'staff']);
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(() => ({
    id: text(category?.id),
    name: text(category?.name),
    nameTa: text(category?.nameTa),
    nameSi: text(category?.nameSi),
    ...(Object.fromEntries(RULES.map((key) => [key, text(category?.[key])])) as Record<
      Rule,
      string
    >),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saved = {
    onSuccess: (result: SavedCategory) => {
      void utils.members.categories.invalidate();
      onSaved(result);
    },
  };
  const create = trpc.members.createCategory.useMutation(saved);
  const update = trpc.members.updateCategory.useMutation(saved);
  const field = (key: keyof Values) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: event.target.value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const show = (found: FieldErrors) => {
      setErrors(found);
      focusFirstInvalid(formElement);
    };
    const input = {
      id: values.id,
      name: values.name,
      nameTa: values.nameTa,
      nameSi: values.nameSi,
      ...(Object.fromEntries(RULES.map((key) => [key, rule(values[key])])) as Record<
        Rule,
        number | null
      >),
    };
    const onError = (error: unknown) => show(serverFieldErrors(error, t));
    if (category) {
      const checked = validate(updateMemberCategoryInput, { ...input, id: category.id }, t);
      if (checked.errors) return show(checked.errors);
      update.mutate(checked.data, { onError });
    } else {
      const checked = validate(createMemberCategoryInput, input, t);
      if (checked.errors) return show(checked.errors);
      create.mutate(checked.data, { onError });
    }
  };
  return (
    <FormDialog
      eyebrow={t('categories.eyebrow')}
      title={
        category ? t('categories.editTitle', { name: category.name }) : t('categories.addTitle')
      }
      submitLabel={category ? t('staff:actions.saveChanges') : t('categories.submitAdd')}
      cancelLabel={t('staff:actions.cancel')}
      closeLabel={t('staff:actions.close')}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={form.grid}>
        {category ? null : (
          <InputField
            label={t('categories.id')}
            hint={t('categories.idHint')}
            required
            autoComplete="off"
            pattern="[a-z][a-z0-9\-]{0,31}"
            data-autofocus
            {...field('id')}
          />
        )}
        <InputField label={t('categories.name')} required autoComplete="off" {...field('name')} />
        <InputField
          label={t('categories.nameTa')}
          lang="ta"
          autoComplete="off"
          {...field('nameTa')}
        />
        <InputField
          label={t('categories.nameSi')}
          lang="si"
          autoComplete="off"
          {...field('nameSi')}
        />
        {RULES.map((key) => (
          <InputField
            key={key}
            label={t(`categories.fields.${key}`)}
            hint={key === 'maxLoans' ? t('categories.noLimitHint') : t('categories.libraryHint')}
            type="number"
            inputMode="numeric"
            min={BOUNDS[key][0]}
            max={BOUNDS[key][1]}
            {...field(key)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
