import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import type { ReaderPosition } from '../reader/engine';
import {
  loadLocalPosition,
  newestPosition,
  saveLocalPosition,
  toSaved,
  type SavedPosition,
} from '../reader/reading-position';

/** A server write at most this often while pages turn; the device copy is written every time. */
const SERVER_SAVE_DELAY_MS = 1500;

const isUnauthorized = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';

/**
 * Where the reader left this book. Visitors: this browser's localStorage. Signed-in readers
 * (the stored user is the hint): also their reading session on the server, so the place follows
 * them to another device; the more recent of the two wins when the book opens.
 */
export function useReadingPosition(ebookId: number) {
  const [signedIn] = useState(() => readStoredUser() !== null);
  const session = trpc.ebooks.readingSession.useQuery({ ebookId }, { enabled: signedIn });
  const { mutate: saveProgress } = trpc.ebooks.saveReadingProgress.useMutation();
  const useServer = useRef(signedIn);
  const pending = useRef<ReaderPosition | null>(null);
  const lastSent = useRef<string | null>(null);
  const timer = useRef(0);
  const readSince = useRef(0);

  const ready = !signedIn || !session.isPending;
  const row = session.data;
  // Decided once, when the server has answered (or at once for a visitor); the engine reads it
  // only when it opens the book.
  const start = useMemo<SavedPosition | null | undefined>(() => {
    if (!ready) return undefined;
    const server: SavedPosition | null = row
      ? {
          location: row.location ?? null,
          page: row.currentPage,
          totalPages: row.totalPages,
          progress: Number(row.readingProgress),
          savedAt: new Date(row.lastReadAt).toISOString(),
        }
      : null;
    return newestPosition(loadLocalPosition(ebookId), server);
  }, [ready, row, ebookId]);

  useEffect(() => {
    // The stored user was stale (signed out elsewhere): this device's copy is enough.
    if (session.isError && isUnauthorized(session.error)) useServer.current = false;
  }, [session.isError, session.error]);

  useEffect(() => {
    // Opening the book where it was left is not a new place worth sending.
    lastSent.current = start?.location ?? null;
    readSince.current = Date.now();
  }, [start]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const position = pending.current;
    pending.current = null;
    if (!position || !useServer.current || position.location === lastSent.current) return;
    lastSent.current = position.location;
    const now = Date.now();
    const seconds = Math.min(86_400, Math.max(0, Math.round((now - readSince.current) / 1000)));
    readSince.current = now;
    saveProgress(
      {
        ebookId,
        currentPage: position.page,
        totalPages: position.totalPages ?? undefined,
        readingProgress: Math.round(position.progress),
        location: position.location,
        isFinished: position.atEnd,
        sessionDuration: seconds,
      },
      {
        onError: (error) => {
          if (isUnauthorized(error)) useServer.current = false;
          else console.error('Reading progress not saved', error);
        },
      },
    );
  }, [ebookId, saveProgress]);

  const record = useCallback(
    (position: ReaderPosition) => {
      saveLocalPosition(ebookId, toSaved(position));
      if (!useServer.current) return;
      pending.current = position;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SERVER_SAVE_DELAY_MS);
    },
    [ebookId, flush],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  return { ready: start !== undefined, start: start ?? null, record };
}
