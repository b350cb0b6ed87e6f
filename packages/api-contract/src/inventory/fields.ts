/**
 * Rules of the inventory review that the browser shares with the server. Browser-safe
 * (`@app/api-contract/inventory/fields`): no imports.
 */

/**
 * The fields a reviewer may correct before verifying (`inventory.update` takes exactly these),
 * in the review form's order.
 */
export const CORRECTABLE_FIELDS = [
  'title',
  'author',
  'isbn',
  'category',
  'description',
  'publisher',
  'publicationYear',
  'language',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/**
 * The inventory panel's text filter: title, author or ISBN contains the text, ignoring case.
 * The export applies it too, so a download holds exactly the rows the panel shows.
 */
export function matchesInventorySearch(
  item: { title: string; author: string | null; isbn: string | null },
  query: string | undefined,
): boolean {
  const needle = query?.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.author, item.isbn].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}
