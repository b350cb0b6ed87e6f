import QRCode from 'qrcode';

/** What a copy's QR label opens: its public page on the library site. */
export function publicCopyUrl(publicOrigin: string, sku: string): string {
  return new URL(`/items/${encodeURIComponent(sku)}`, publicOrigin).toString();
}

/** The QR drawing (SVG, medium error correction so a scuffed label still reads). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
