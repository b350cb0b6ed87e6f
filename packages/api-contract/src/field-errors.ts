import type { Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import { z } from 'zod';

/**
 * Field errors in the caller's language. zod writes its own English ("Too small: expected
 * string to have >=1 characters"); a REST caller or a form reading `fieldErrors` gets one of
 * ours instead (`errors:field.*`), chosen by the kind of issue and filled with its limits.
 */
export type FieldErrors = Record<string, string[] | undefined>;

/**
 * A sentence of `errors:field` that zod's issue codes cannot choose: a refinement names it in
 * its issue (`params: { field: 'contact' }`), the HTTP edge names it for refusals of its own.
 */
export type FieldMessage =
  | 'contact'
  | 'text'
  | 'phone'
  | 'ebookFile'
  | 'cover'
  | 'issueLanguage'
  | 'categoryId'
  | 'waiveReason'
  | 'webhookUrl';

const translators = new Map<Language, ReturnType<typeof createI18n>>();
function translator(language: Language) {
  let i18n = translators.get(language);
  if (!i18n) translators.set(language, (i18n = createI18n(language)));
  return i18n;
}

type Issue = z.core.$ZodIssue;

/**
 * zod's own English, as its default messages begin. The schemas' own English ('Rating is from
 * 0 to 5') is kept for English callers; in Sinhala and Tamil, and in place of zod's, callers
 * read our sentences. Final issues do not carry their input, so a missing value is read from
 * the message ('…received undefined', or a schema's 'Title is required').
 */
const ZOD_DEFAULT = /^(Invalid|Too small|Too big|Unrecognized key)/;
const MISSING = /received (undefined|null)$|is required$/;

/** The key and values of an issue's sentence. */
function sentence(issue: Issue): [key: string, params?: Record<string, unknown>] {
  switch (issue.code) {
    case 'invalid_type':
      if (MISSING.test(issue.message)) return ['required'];
      if (issue.expected === 'int') return ['integer'];
      return issue.expected === 'number' ? ['number'] : ['invalid'];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? ['required'] : ['tooShort', { min }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['tooFew', { min }];
      return ['numberMin', { min }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return ['tooLong', { max }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['tooMany', { max }];
      return ['numberMax', { max }];
    }
    case 'invalid_value':
      return ['choice', { options: issue.values.map(String).join(', ') }];
    case 'invalid_format':
      if (issue.format === 'email') return ['email'];
      if (issue.format === 'url') return ['url'];
      if (issue.format === 'datetime' || issue.format === 'date') return ['date'];
      return ['format'];
    case 'not_multiple_of':
      return ['integer'];
    case 'custom': {
      const named = (issue.params as { field?: FieldMessage } | undefined)?.field;
      return [named ?? 'invalid'];
    }
    default:
      return ['invalid'];
  }
}

/** One issue as a sentence in `language`. */
export function fieldMessage(issue: Issue, language: Language): string {
  const named = issue.code === 'custom' && (issue.params as { field?: string } | undefined)?.field;
  if (language === 'en' && !named && !ZOD_DEFAULT.test(issue.message)) return issue.message;
  const [key, params] = sentence(issue);
  return translator(language).t(`errors:field.${key}` as never, params ?? {});
}

/** A named sentence (a refusal the edge makes itself, not zod) in `language`. */
export function namedFieldMessage(name: FieldMessage, language: Language): string {
  return translator(language).t(`errors:field.${name}` as never);
}

/** zod's refusal as the field errors of the house body, in `language`. */
export function translatedFieldErrors(error: z.ZodError, language: Language): FieldErrors {
  return z.flattenError(error, (issue) => fieldMessage(issue, language)).fieldErrors as FieldErrors;
}
