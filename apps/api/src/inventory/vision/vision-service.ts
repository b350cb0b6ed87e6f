import type { VisionService } from '@app/api-contract';
import type { AiReaderConfig } from './ai-reader';
import { findIsbnBarcode } from './barcode';
import { checkImage, inspectImage } from './check-image';
import { createCoverReader, type AiFailureListener } from './cover-reader';
import { createOcrCoverReader } from './ocr-reader';

/**
 * The scanner's photo side: content checks, barcodes (zxing-wasm), then the AI reader with the
 * offline OCR fallback. The OCR worker starts on first use and stops with `close()`.
 */
export function createVisionService(options: {
  openai?: AiReaderConfig;
  onAiFailure?: AiFailureListener;
}): VisionService & { close(): Promise<void> } {
  const reader = createCoverReader({
    ai: options.openai ?? null,
    ocr: createOcrCoverReader(),
    onAiFailure: options.onAiFailure,
  });
  return {
    checkImage,
    inspectImage: async (dataUrl, index) => void (await inspectImage(dataUrl, index)),
    findIsbnBarcode,
    readCover: (images, onPhotoRead) => reader.read(images, onPhotoRead),
    close: () => reader.close(),
  };
}
