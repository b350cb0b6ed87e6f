import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EbookUpload } from '@app/api-contract/schemas/ebooks';

/** What POST /api/ebooks/files answers (its shape is the contract's `ebookUploadOutput`). */
export type UploadedEbookFile = EbookUpload;

/** A refused upload, carrying the server's sentence (already in the reader's language). */
export class EbookUploadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'Upload failed');
    this.name = 'EbookUploadError';
  }
}

/**
 * Sends an EPUB, PDF or TXT file to the site's own store (multipart field `file`); the answer
 * fills the e-book form. Same-origin, so the session cookie and the origin check apply.
 */
export function useEbookUpload() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedEbookFile> => {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch('/api/ebooks/files', {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'accept-language': i18n.language },
      });
      if (!response.ok) {
        const data = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new EbookUploadError(data?.message ?? null);
      }
      return (await response.json()) as UploadedEbookFile;
    },
  });
}
