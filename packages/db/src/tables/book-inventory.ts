import type {
  ColumnType,
  Generated,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';
import type { SourceMethod, InventoryStatus } from '../constants';

export interface BookInventoryTable {
  id: Generated<number>;
  sku: string;
  title: string;
  author: string | null;
  isbn: string | null;
  category: string | null;
  description: string | null;
  sourceMethod: Generated<SourceMethod>;
  imageUrls: ColumnType<string[], string[] | undefined, string[]>;
  rawOcrText: string | null;
  qrCodeSvg: string | null;
  status: Generated<InventoryStatus>;
  branchId: Generated<string>;
  publisher: string | null;
  publicationYear: number | null;
  language: string | null;
  createdAt: Generated<Date>;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  verificationNotes: string | null;
  lastModified: Generated<Date>;
  copyNumber: number | null;
  metadata: JSONColumnType<Record<string, unknown>, string | undefined, string>;
}
export type BookInventory = Selectable<BookInventoryTable>;
export type NewBookInventory = Insertable<BookInventoryTable>;
export type BookInventoryUpdate = Updateable<BookInventoryTable>;
