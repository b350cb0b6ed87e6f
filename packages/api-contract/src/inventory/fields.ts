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
  // The shelf mark (decision 0045): a stocktake may cover a range of them.
  'callNumber',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
