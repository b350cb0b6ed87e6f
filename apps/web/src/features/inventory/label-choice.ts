/**
 * The label sheet's choices as its address keeps them (`/admin/labels?kind=&stock=`): the
 * route reads them before the sheet's code is fetched, so they live here, not in `staff/`.
 */

/**
 * What a label carries: the copy's own code (a QR code for phone cameras and a Code 128 barcode
 * for the desks' USB scanners), the ISBN as the EAN-13 a publisher prints on a back cover, for
 * books that have none (a scanner reads the title's ISBN from it), or the call number for the
 * spine, which says where the copy goes back on the shelf.
 */
export const LABEL_KINDS = ['copy', 'isbn', 'spine'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** The label paper the sheet knows (`staff/label-stock.ts` has each one's geometry). */
export const LABEL_STOCK_IDS = [
  'plain-a4',
  'l7159',
  'l7160',
  'l7163',
  'avery-5160',
  'l7651',
] as const;
export type LabelStockId = (typeof LABEL_STOCK_IDS)[number];

export const DEFAULT_LABEL_KIND: LabelKind = 'copy';
export const DEFAULT_LABEL_STOCK: LabelStockId = 'plain-a4';

/** The kind an address names, or the default for anything else. */
export function labelKindOf(value: unknown): LabelKind {
  return LABEL_KINDS.find((kind) => kind === value) ?? DEFAULT_LABEL_KIND;
}

/** The paper an address names, or the default for an id this build does not know. */
export function labelStockIdOf(value: unknown): LabelStockId {
  return LABEL_STOCK_IDS.find((id) => id === value) ?? DEFAULT_LABEL_STOCK;
}
