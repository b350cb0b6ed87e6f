import { mkdirSync, writeFileSync } from 'node:fs';
import { writeBarcodeY4m, writeQrY4m } from '@app/testing/barcode-video';
import { renderCoverText } from '@app/testing/cover-text-images';
import { media } from './media';

/**
 * Makes the scanner's test media before any browser starts: a y4m video of an EAN-13 barcode
 * for Chromium's fake camera, a QR code video for the desk's, and a Tamil cover photo for the
 * offline OCR path.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(media.dir, { recursive: true });
  await writeBarcodeY4m(media.cameraVideo, media.cameraIsbn, { width: 640, height: 480 });
  // The desk's camera needs its file at launch; the lending test writes each code into it.
  await writeQrY4m(media.deskVideo, 'Jaffna Public Library');
  const cover = await renderCoverText({
    script: 'tamil',
    lines: [
      { text: media.coverTitle, size: 96 },
      { text: media.coverAuthor, size: 52 },
    ],
    format: 'jpeg',
  });
  writeFileSync(media.coverPhoto, cover);
}
