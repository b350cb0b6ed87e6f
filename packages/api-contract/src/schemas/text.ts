import { z } from 'zod';

/**
 * Characters no text of ours may hold: C0 control characters other than tab, line feed and
 * carriage return (NUL among them, which PostgreSQL cannot store), DEL, the C1 controls, and
 * lone UTF-16 surrogates (half a character: not valid Unicode, so not valid UTF-8 either).
 * Everything else, every script, emoji, joiners and bidi marks, is welcome; each output format
 * escapes what it must (decision 0021).
 */
const NEVER_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character no text may hold ({@link NEVER_IN_TEXT}). */
export function hasForbiddenCharacter(text: string): boolean {
  return NEVER_IN_TEXT.test(text);
}

/**
 * The path of the first string (or object key) in `value` that holds a forbidden character,
 * or null: how a whole request is checked before anything reads it. Depth is bounded by the
 * parsers that built `value`; arrays and plain objects are walked, nothing else is.
 */
export function forbiddenCharacterPath(value: unknown): (string | number)[] | null {
  const walk = (node: unknown, path: (string | number)[]): (string | number)[] | null => {
    if (typeof node === 'string') return hasForbiddenCharacter(node) ? path : null;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = walk(node[i], [...path, i]);
        if (found) return found;
      }
      return null;
    }
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (hasForbiddenCharacter(key)) return [...path, key];
        const found = walk(child, [...path, key]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(value, []);
}

const FORBIDDEN_MESSAGE = 'contains a control character or broken text';

/** Line breaks and tabs a single-line field turns into spaces (a pasted title stays one line). */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]+/g;

export interface TextOptions {
  /**
   * Many lines (descriptions, notes): line breaks and tabs are kept (CRLF becomes LF). A
   * single-line field (the default) turns them into spaces: a title is one line, so no line
   * break of it can ever reach a calendar file, a CSV row or a header.
   */
  multiline?: boolean;
}

function text(label: string | undefined, notText: string, options: TextOptions) {
  const base = label ? z.string({ error: notText }) : z.string();
  const shaped = options.multiline
    ? base.overwrite((s) => s.replace(/\r\n?/g, '\n'))
    : base.overwrite((s) => s.replace(LINE_BREAKS, ' '));
  return shaped.trim().refine((s) => !hasForbiddenCharacter(s), {
    message: label ? `${label} ${FORBIDDEN_MESSAGE}` : `Text ${FORBIDDEN_MESSAGE}`,
    // The sentence callers read, in their language (field-errors.ts).
    params: { field: 'text' },
    abort: true,
  });
}

/**
 * Required free text: trimmed, at least one character, at most `max`. With a `label`, zod's
 * messages name the field ('Title is required'); the web words its own from the issue codes.
 */
export const requiredText = (max: number, label?: string, options: TextOptions = {}) =>
  label
    ? text(label, `${label} is required`, options).pipe(
        z
          .string({ error: `${label} is required` })
          .min(1, `${label} is required`)
          .max(max, `${label} can be at most ${max} characters`),
      )
    : text(label, '', options).pipe(z.string().min(1).max(max));

/** Optional free text: trimmed, blank becomes null, so an emptied field clears it. */
export const optionalText = (max: number, label?: string, options: TextOptions = {}) =>
  text(label, `${label} must be text`, options)
    .pipe(
      label
        ? z.string().max(max, `${label} can be at most ${max} characters`)
        : z.string().max(max),
    )
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
