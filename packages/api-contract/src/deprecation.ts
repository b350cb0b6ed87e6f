/**
 * A procedure or REST path that still answers and will change or go (decision 0050). The API
 * changes by addition only; anything else is announced at least one release ahead: its answers
 * carry `Deprecation` (RFC 9745) and, once `sunset` is set, `Sunset` (RFC 8594), and the
 * OpenAPI document marks it deprecated.
 */
export interface Deprecation {
  /** The day of the release that deprecated it, `YYYY-MM-DD`. */
  since: string;
  /** The day it stops answering, `YYYY-MM-DD`: at least one release after `since`. */
  sunset?: string;
  /** What to call instead, in a sentence for the reference (`/api/docs`). */
  instead: string;
}
