import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';

/** Messages shown beside form fields, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The parts of a zod (v4) issue the forms read; structural, so the web needs no zod import. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

/** Anything with zod's `safeParse`, e.g. `createBookInput` from `@app/api-contract/schemas`. */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** One translated sentence for a schema issue; the first issue of a field wins. */
export function issueMessage(issue: SchemaIssue, t: TFunction<'staff'>): string {
  const min = issue.minimum === undefined ? 0 : Number(issue.minimum);
  const max = issue.maximum === undefined ? undefined : Number(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return t('form.errors.required');
      return t('form.errors.number', { min });
    case 'too_big':
      if (issue.origin === 'string') return t('form.errors.tooLong', { max: max ?? 0 });
      return t('form.errors.range', { min: 0, max: max ?? 0 });
    case 'invalid_value':
      return t('form.errors.choice');
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return t('form.errors.required');
      if (issue.origin === 'number' || typeof issue.input === 'number')
        return t('form.errors.number', { min: 0 });
      return t('form.errors.invalid');
    case 'invalid_format':
      return issue.format === 'url' ? t('form.errors.url') : t('form.errors.invalid');
    default:
      return t('form.errors.invalid');
  }
}

/** Validates form input with the shared schema: the parsed data, or translated field errors. */
export function validate<T>(
  schema: SafeParser<T>,
  value: unknown,
  t: TFunction<'staff'>,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && errors[field] === undefined) errors[field] = issueMessage(issue, t);
  }
  return { errors };
}

/**
 * Fields the server refused (its error formatter sends zod's `fieldErrors`). Its own sentences
 * are English; the reader gets ours, in their language.
 */
export function serverFieldErrors(error: unknown, t: TFunction<'staff'>): FieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {}))
    if (messages && messages.length > 0) errors[field] = t('form.errors.server');
  return errors;
}

/** After a refused submit, puts the keyboard on the first field marked invalid in `form`. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  // The error state renders first; the field is marked on the next frame.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
