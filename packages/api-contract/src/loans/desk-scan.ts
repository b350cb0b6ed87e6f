import { cleanMemberNumber, looksLikeMemberNumber } from '../members/number';

/**
 * What the circulation desk read: a member card (its QR code holds the member number) or a
 * copy label (its QR code holds the copy's page, `…/items/{SKU}`; its text the SKU itself).
 * Browser-safe (`@app/api-contract/loans/desk-scan`); the server reads SKUs with it too.
 */
export type DeskScan =
  { kind: 'member'; memberNumber: string } | { kind: 'copy'; sku: string } | { kind: 'empty' };

/** A copy's SKU from its label's QR code (the page URL), or from the SKU typed or scanned. */
export function skuFromScan(text: string): string {
  const trimmed = text.trim();
  const fromUrl = /\/items\/([^/?#\s]+)/.exec(trimmed)?.[1];
  let sku = trimmed;
  if (fromUrl) {
    try {
      sku = decodeURIComponent(fromUrl);
    } catch {
      sku = fromUrl;
    }
  }
  return sku.trim().toUpperCase();
}

export function readDeskScan(text: string): DeskScan {
  if (text.trim() === '') return { kind: 'empty' };
  if (looksLikeMemberNumber(text)) {
    return { kind: 'member', memberNumber: cleanMemberNumber(text) };
  }
  return { kind: 'copy', sku: skuFromScan(text) };
}
