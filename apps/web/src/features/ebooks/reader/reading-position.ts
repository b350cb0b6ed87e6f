import { storage } from '../../../lib/storage';
import type { ReaderPosition } from './engine';

/** A reading position with the time it was taken, so two copies (device, server) can be compared. */
export interface SavedPosition {
  location: string | null;
  page: number;
  totalPages: number | null;
  progress: number;
  /** ISO 8601. */
  savedAt: string;
}

const key = (ebookId: number) => `ebook-position:${ebookId}`;

function isSavedPosition(value: unknown): value is SavedPosition {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.location === 'string' || v.location === null) &&
    typeof v.page === 'number' &&
    typeof v.progress === 'number' &&
    typeof v.savedAt === 'string' &&
    !Number.isNaN(Date.parse(v.savedAt))
  );
}

/** Where this browser last left the book (visitors' only memory; signed-in readers' fallback). */
export function loadLocalPosition(ebookId: number): SavedPosition | null {
  const raw = storage.get(key(ebookId));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSavedPosition(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLocalPosition(ebookId: number, position: SavedPosition): void {
  storage.set(key(ebookId), JSON.stringify(position));
}

export function toSaved(position: ReaderPosition, now = new Date()): SavedPosition {
  return {
    location: position.location,
    page: position.page,
    totalPages: position.totalPages,
    progress: position.progress,
    savedAt: now.toISOString(),
  };
}

/** The more recent of two positions (the device's and the server's); either may be missing. */
export function newestPosition(
  a: SavedPosition | null,
  b: SavedPosition | null,
): SavedPosition | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a;
}
