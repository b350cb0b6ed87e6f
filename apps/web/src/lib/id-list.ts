/**
 * The `ids` search parameter. The router parses search values as JSON where it can, so "7"
 * arrives as a number and "1,2,3" as a string; an array also counts, should one be linked.
 */
export function parseIdList(value: unknown): number[] {
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'number'
      ? [value]
      : typeof value === 'string'
        ? value.split(',')
        : [];
  const ids = parts
    .map((part) => (typeof part === 'number' ? part : Number(String(part).trim())))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}
