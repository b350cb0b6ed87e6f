export {
  IMPORT_CATEGORIES,
  IMPORT_LANGUAGES,
  IMPORT_SOURCES,
  type ImportCategory,
  type ImportLanguage,
  type ImportSource,
} from '@app/api-contract/schemas/ebooks-import';

/** A search result's identity across sources (ids are only unique within one catalogue). */
export const candidateKey = (candidate: { source: string; id: string | number }) =>
  `${candidate.source}:${candidate.id}`;
