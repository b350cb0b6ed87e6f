import type { Generated, Insertable, Selectable } from 'kysely';

export interface EbookDownloadsTable {
  id: Generated<number>;
  ebookId: number;
  userId: string | null;
  ipAddress: string | null;
  device: string | null;
  userAgent: string | null;
  downloadedAt: Generated<Date>;
}
export type EbookDownload = Selectable<EbookDownloadsTable>;
export type NewEbookDownload = Insertable<EbookDownloadsTable>;
