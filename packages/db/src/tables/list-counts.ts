import type {
  BookGenre,
  EbookGenre,
  EbookLanguage,
  InventoryStatus,
  SourceMethod,
} from '../constants';

/**
 * Row counts of the large lists, one row per combination of the columns each list filters on;
 * kept by triggers (migration 2026_11_24_010200), read only. A total is a sum of rows.
 */
export interface EbookCountsTable {
  genre: EbookGenre;
  language: EbookLanguage;
  isActive: boolean;
  isFeatured: boolean;
  n: number;
}

export interface BookCountsTable {
  genre: BookGenre;
  n: number;
}

export interface InventoryCountsTable {
  status: InventoryStatus;
  sourceMethod: SourceMethod;
  n: number;
}
