import type { RouterInputs, RouterOutputs } from '@app/api-contract';

export {
  IMPORT_CATEGORIES,
  IMPORT_LANGUAGES,
  IMPORT_SOURCES,
  type ImportCategory,
  type ImportLanguage,
  type ImportSource,
} from '@app/api-contract/schemas/ebooks-import';

/** One book a catalogue search found, and what the search sends. */
export type ImportCandidate = RouterOutputs['ebooks']['importSearch']['results'][number];
export type ImportSearchInput = RouterInputs['ebooks']['importSearch'];

/** A search result's identity across sources (ids are only unique within one catalogue). */
export const candidateKey = (candidate: { source: string; id: string | number }) =>
  `${candidate.source}:${candidate.id}`;
