import type { Language } from '@app/i18n';
import type { EbookFormat } from '../ebook';

export type TurnDirection = 'previous' | 'next';

/** One entry of a book's table of contents; `target` is what {@link ReaderEngine.goTo} takes. */
export interface TocEntry {
  label: string;
  target: string;
  depth: number;
}

/** Where the reader is. `location` is what restores it exactly (EPUB CFI, PDF page, TXT offset). */
export interface ReaderPosition {
  location: string;
  /** 1-based page (EPUB: location number once the book's locations are known, else chapter). */
  page: number;
  totalPages: number | null;
  /** 0–100. */
  progress: number;
  atEnd: boolean;
}

export const READER_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

export interface Appearance {
  theme: ReaderTheme;
  /** 1 = the book's own size; the reader offers 0.8–2. */
  fontScale: number;
}

export interface EngineOptions {
  /** Empty element the engine draws into; it has a size (the reader's stage). */
  container: HTMLElement;
  /** The same-origin file address (`/api/ebooks/{id}/file`). */
  url: string;
  /** The book's language, for fonts and line height. */
  lang: Language;
  /** A saved `location` to open at, or null for the beginning. */
  start: string | null;
  appearance: Appearance;
  /** Accessible name of the text region, in the interface language. */
  label: string;
  onPosition: (position: ReaderPosition) => void;
  /** Arrow keys or swipes where the page cannot see them (inside the EPUB frame). */
  onTurn: (direction: TurnDirection) => void;
}

/** A place in the book where the searched words are. */
export interface SearchHit {
  /** What {@link ReaderEngine.goTo} takes to show it. */
  target: string;
  /** The words around it, as the book has them. */
  excerpt: string;
  /** Page number where the format has real pages (PDF, TXT). */
  page: number | null;
}

/** At most this many hits are listed; the panel says when there were more. */
export const MAX_SEARCH_HITS = 100;

/** `needle` as a search key: NFC, lower case, one space between words. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ');
}

/**
 * Where `query` occurs in `text` (case and spacing aside), each with the words around it.
 * Offsets are into `text`; a match never starts inside a previous one.
 */
export function findInText(
  text: string,
  query: string,
  limit = MAX_SEARCH_HITS,
): { offset: number; excerpt: string }[] {
  const needle = searchKey(query).trim();
  if (!needle) return [];
  // Lower-casing keeps the length of every letter in these scripts, so offsets carry over.
  const haystack = text.normalize('NFC').toLocaleLowerCase();
  const pattern = new RegExp(
    needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'),
    'g',
  );
  const hits: { offset: number; excerpt: string }[] = [];
  for (const match of haystack.matchAll(pattern)) {
    const start = Math.max(0, match.index - 60);
    const end = Math.min(text.length, match.index + match[0].length + 60);
    const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
    hits.push({ offset: match.index, excerpt });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** A format's reader: opens the file, turns pages, jumps, and follows the appearance settings. */
export interface ReaderEngine {
  readonly toc: TocEntry[];
  /** PDF and TXT have real page numbers one can jump to; EPUB pages depend on the screen. */
  readonly pageCount: number | null;
  next(): Promise<void>;
  previous(): Promise<void>;
  goTo(target: string): Promise<void>;
  goToPage(page: number): Promise<void>;
  /** Jumps to a point of the book, 0–100 (EPUB's location slider). */
  goToProgress(percent: number): Promise<void>;
  setAppearance(appearance: Appearance): void;
  /**
   * Finds words in the whole book (EPUB and TXT always; PDF where pdf.js finds text). Resolves
   * null when the book has no text to search (a scanned PDF).
   */
  search(query: string): Promise<SearchHit[] | null>;
  destroy(): void;
}

export type OpenEngine = (options: EngineOptions) => Promise<ReaderEngine>;

/** Each engine is its own chunk, fetched only when a book of that format is opened. */
export const loadEngine: Record<EbookFormat, () => Promise<{ openEngine: OpenEngine }>> = {
  EPUB: () => import('./epub-engine'),
  PDF: () => import('./pdf-engine'),
  TXT: () => import('./txt-engine'),
};

/** Reads a response as an error when it is not a success, so the reader can say so. */
export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response;
}

export const roundProgress = (value: number) =>
  Math.max(0, Math.min(100, Math.round(value * 10) / 10));

/** `--name` of a vanilla-extract `createVar()` (`var(--name)`), to set it from plain DOM code. */
export const cssVarName = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/**
 * A page turn from a finger's start and end: a quick, mostly horizontal stroke of at least
 * 50 px; right to left is the next page (left-to-right scripts, like all three here).
 */
export function swipeDirection(start: TouchPoint, end: TouchPoint): TurnDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.time - start.time > 800 || Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) {
    return null;
  }
  return dx < 0 ? 'next' : 'previous';
}

/** Where a touch event's first finger is, and when. */
export function touchPoint(event: TouchEvent): TouchPoint | null {
  const touch = event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
}
