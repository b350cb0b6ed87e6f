import { z } from 'zod';

/**
 * Required free text: trimmed, at least one character, at most `max`. With a `label`, zod's
 * messages name the field ('Title is required'); the web words its own from the issue codes.
 */
export const requiredText = (max: number, label?: string) =>
  label
    ? z
        .string({ error: `${label} is required` })
        .trim()
        .min(1, `${label} is required`)
        .max(max, `${label} can be at most ${max} characters`)
    : z.string().trim().min(1).max(max);

/** Optional free text: trimmed, blank becomes null, so an emptied field clears it. */
export const optionalText = (max: number, label?: string) =>
  (label
    ? z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, `${label} can be at most ${max} characters`)
    : z.string().trim().max(max)
  )
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
