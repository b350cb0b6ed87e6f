import type { CopiesMarkedMissing, DraftAudit } from '@app/db';

/**
 * The audit entries of stocktakes (`stocktake.*`): one per copy marked MISSING, on the copy
 * (entity `copy`, as the inventory's own entries are), naming the stocktake that missed it, so
 * a copy's history says why it went missing and a later find can be traced back.
 */
export const stocktakeAudit: { markedMissing: DraftAudit<CopiesMarkedMissing> } = {
  markedMissing: ({ stocktake, copies }) =>
    copies.map((copy) => ({
      kind: 'stocktake.markMissing',
      entity: 'copy',
      entityId: copy.id,
      changes: {
        status: ['VERIFIED', 'MISSING'],
        sku: [copy.sku, copy.sku],
        stocktakeId: [null, stocktake.id],
      },
    })),
};
