import type { Services } from '@app/api-contract';
import { AiReadError, createAiCoverReader, type AiReaderConfig } from './ai-reader';

// The package index does not re-export these yet; derived from the port so they cannot drift.
type CheckedImage = Parameters<Services['vision']['readCover']>[0][number];
type CoverReading = Awaited<ReturnType<Services['vision']['readCover']>>;

/** The offline reader the AI falls back to (see `createOcrCoverReader`). */
export interface FallbackCoverReader {
  read(images: CheckedImage[], onPhotoRead?: (read: number) => void): Promise<CoverReading>;
  close(): Promise<void>;
}

/** Something to note when the AI was skipped or failed; the default does nothing. */
export type AiFailureListener = (reason: string, error: unknown) => void;

/**
 * Reads covers with the AI when it has an API key, and with offline OCR otherwise or when the
 * AI call fails for any reason (timeout, HTTP error, reply that is not the JSON asked for).
 * The reading then says why in `fallbackReason`, e.g. `ai_timeout` or `ai_not_configured`.
 */
export function createCoverReader(options: {
  ai?: Partial<AiReaderConfig> | null;
  ocr: FallbackCoverReader;
  onAiFailure?: AiFailureListener;
}) {
  const { ai, ocr, onAiFailure } = options;
  const aiReader =
    ai?.apiKey && ai.model
      ? createAiCoverReader({
          baseUrl: ai.baseUrl || 'https://api.openai.com/v1',
          apiKey: ai.apiKey,
          model: ai.model,
          timeoutMs: ai.timeoutMs,
        })
      : null;

  async function fallBack(
    images: CheckedImage[],
    reason: string,
    onPhotoRead?: (read: number) => void,
  ): Promise<CoverReading> {
    const reading = await ocr.read(images, onPhotoRead);
    return { ...reading, fallbackReason: reason };
  }

  return {
    /** One reading per book from all its photos; rejects only when OCR fails too. */
    async read(
      images: CheckedImage[],
      onPhotoRead?: (read: number) => void,
    ): Promise<CoverReading> {
      if (!aiReader) return fallBack(images, 'ai_not_configured', onPhotoRead);
      try {
        // The model reads every photo in one answer.
        const reading = await aiReader.read(images);
        onPhotoRead?.(images.length);
        return reading;
      } catch (err) {
        const reason = err instanceof AiReadError ? err.reason : 'ai_error';
        onAiFailure?.(reason, err);
        return fallBack(images, reason, onPhotoRead);
      }
    },
    /** Releases the OCR worker. */
    close: () => ocr.close(),
  };
}
