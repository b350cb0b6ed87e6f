import { EBOOK_FILE_EXTENSIONS } from '@app/api-contract';
import type { EbookFormat } from '@app/db';

export interface FormatInfo {
  extension: 'epub' | 'pdf' | 'txt';
  contentType: string;
}

/** What each e-book format is called on disk and on the wire. */
export const FORMATS: Record<EbookFormat, FormatInfo> = {
  EPUB: { extension: EBOOK_FILE_EXTENSIONS.EPUB, contentType: 'application/epub+zip' },
  PDF: { extension: EBOOK_FILE_EXTENSIONS.PDF, contentType: 'application/pdf' },
  TXT: { extension: EBOOK_FILE_EXTENSIONS.TXT, contentType: 'text/plain; charset=utf-8' },
};

export function formatOfExtension(extension: string): EbookFormat | null {
  const entry = Object.entries(FORMATS).find(([, info]) => info.extension === extension);
  return entry ? (entry[0] as EbookFormat) : null;
}

/** '2.5 MB' as the e-book records show it; small files in KB. */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
