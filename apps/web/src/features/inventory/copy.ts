import type { RouterInputs, RouterOutputs } from '@app/api-contract';
import type { CorrectableField } from '@app/api-contract/inventory/fields';
import { choiceParam, parseListSearch, withoutEmpty } from '../../lib/search-params';

type Outputs = RouterOutputs['inventory'];

export type ListedCopy = Outputs['list']['items'][number];
export type CopyDetail = Outputs['get'];
export type InventoryStats = Outputs['stats'];
export type InventoryStatus = ListedCopy['status'];
export type PublicCopy = Outputs['publicItem'];
export type CopyLabel = Outputs['labels'][number];

/** The status tabs of the panel: the spec's four, and the copies out on loan. */
export const STATUS_TABS = ['all', 'AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN', 'ARCHIVED'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** Copies a page of the panel's list shows. */
export const INVENTORY_PAGE_SIZE = 50;

/** The panel's place in the address: status tab, search text and page (defaults left out). */
export interface InventorySearch {
  status?: Exclude<StatusTab, 'all'>;
  q?: string;
  page?: number;
}

export function parseInventorySearch(raw: Record<string, unknown>): InventorySearch {
  return withoutEmpty<InventorySearch>({
    ...parseListSearch(raw),
    status: choiceParam(raw.status, STATUS_TABS, 'all') as InventorySearch['status'],
  });
}

export type ReviewableCopy = Pick<ListedCopy, 'id' | 'title' | 'imageUrls' | 'metadata'> &
  Pick<ListedCopy, CorrectableField>;

/** The REST download: a plain link carries the session cookie and the browser saves the file. */
export function exportHref(format: 'csv' | 'marcxml', status: StatusTab, query = ''): string {
  const params = new URLSearchParams({ format });
  if (status !== 'all') params.set('status', status);
  if (query.trim()) params.set('q', query.trim());
  return `/api/inventory/export?${params.toString()}`;
}

/** Where the printable label sheet lives; ids travel as "1,2,3" so the link stays readable. */
export function labelSheetHref(ids: readonly number[]): string {
  return `/admin/labels?ids=${ids.join(',')}`;
}

export const PROVENANCES = ['lookup', 'ai', 'ocr', 'human', 'default'] as const;
export type Provenance = (typeof PROVENANCES)[number];

export interface LookupInfo {
  source: 'openlibrary' | 'googlebooks' | null;
  cached: boolean;
  reason: 'not_found' | 'unreachable' | null;
}

export interface CopyMetadata {
  provenance: Partial<Record<string, Provenance>>;
  lookup: LookupInfo | null;
  readingEngine: 'ai' | 'ocr' | null;
  readingFallback: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** The scan pipeline's notes in `metadata`, read defensively: old rows may lack any of them. */
export function readMetadata(metadata: unknown): CopyMetadata {
  const root = isRecord(metadata) ? metadata : {};
  const provenance: CopyMetadata['provenance'] = {};
  if (isRecord(root.provenance)) {
    for (const [field, source] of Object.entries(root.provenance)) {
      const known = oneOf(source, PROVENANCES);
      if (known) provenance[field] = known;
    }
  }
  const lookup = isRecord(root.lookup)
    ? {
        source: oneOf(root.lookup.source, ['openlibrary', 'googlebooks'] as const),
        cached: root.lookup.cached === true,
        reason: oneOf(root.lookup.reason, ['not_found', 'unreachable'] as const),
      }
    : null;
  const reading = isRecord(root.reading) ? root.reading : null;
  return {
    provenance,
    lookup,
    readingEngine: oneOf(reading?.engine, ['ai', 'ocr'] as const),
    readingFallback: typeof reading?.fallbackReason === 'string' ? reading.fallbackReason : null,
  };
}

export type UpdateInventoryPayload = RouterInputs['inventory']['update'];
