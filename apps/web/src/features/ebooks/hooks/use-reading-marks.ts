import type { RouterOutputs } from '@app/api-contract';
import { useToast } from '@app/ui';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredUser } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { trpc } from '../../../lib/trpc';
import { randomUuid } from '../../../lib/uuid';

export type Marks = RouterOutputs['ebooks']['addBookmark'];
export type Bookmark = Marks['bookmarks'][number];
export type ReadingNote = Marks['notes'][number];

const EMPTY: Marks = { bookmarks: [], notes: [] };
const localKey = (ebookId: number) => `ebook-marks:${ebookId}`;

function loadLocal(ebookId: number): Marks {
  try {
    const value = JSON.parse(storage.get(localKey(ebookId)) ?? 'null') as Partial<Marks> | null;
    return {
      bookmarks: Array.isArray(value?.bookmarks) ? value.bookmarks : [],
      notes: Array.isArray(value?.notes) ? value.notes : [],
    };
  } catch {
    return EMPTY;
  }
}

const isUnauthorized = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';

/**
 * A book's bookmarks and notes. A signed-in reader's live in their reading session on the
 * server (so they follow them to any device); a visitor's in this browser.
 */
export function useReadingMarks(ebookId: number) {
  const { t } = useTranslation(['ebooks-reader', 'ebooks']);
  const { toast } = useToast();
  const [signedIn] = useState(() => readStoredUser() !== null);
  const utils = trpc.useUtils();
  const session = trpc.ebooks.readingSession.useQuery({ ebookId }, { enabled: signedIn });
  const [local, setLocal] = useState<Marks>(() => loadLocal(ebookId));
  const synced = signedIn && !(session.isError && isUnauthorized(session.error));

  const fromServer = (marks: Marks) =>
    utils.ebooks.readingSession.setData({ ebookId }, (old) => (old ? { ...old, ...marks } : old));
  const onError = () => toast({ variant: 'destructive', title: t('reader.saveFailed') });
  const options = {
    onSuccess: (marks: Marks) => {
      fromServer(marks);
      void utils.ebooks.readingSession.invalidate({ ebookId });
    },
    onError,
  };
  const addBookmark = trpc.ebooks.addBookmark.useMutation(options);
  const addNote = trpc.ebooks.addNote.useMutation(options);
  const removeBookmark = trpc.ebooks.removeBookmark.useMutation(options);
  const removeNote = trpc.ebooks.removeNote.useMutation(options);

  const saveLocal = useCallback(
    (change: (marks: Marks) => Marks) =>
      setLocal((previous) => {
        const next = change(previous);
        storage.set(localKey(ebookId), JSON.stringify(next));
        return next;
      }),
    [ebookId],
  );

  const marks: Marks = synced
    ? { bookmarks: session.data?.bookmarks ?? [], notes: session.data?.notes ?? [] }
    : local;

  return {
    marks,
    synced,
    busy:
      addBookmark.isPending ||
      addNote.isPending ||
      removeBookmark.isPending ||
      removeNote.isPending,
    addBookmark(location: string, label: string) {
      const bookmark = { id: randomUuid(), location, label, createdAt: new Date().toISOString() };
      if (synced) addBookmark.mutate({ ebookId, bookmark });
      else saveLocal((m) => ({ ...m, bookmarks: [...m.bookmarks, bookmark] }));
    },
    addNote(location: string, label: string, text: string) {
      const note = { id: randomUuid(), location, label, text, createdAt: new Date().toISOString() };
      if (synced) addNote.mutate({ ebookId, note });
      else saveLocal((m) => ({ ...m, notes: [...m.notes, note] }));
    },
    removeBookmark(id: string) {
      if (synced) removeBookmark.mutate({ ebookId, id });
      else saveLocal((m) => ({ ...m, bookmarks: m.bookmarks.filter((b) => b.id !== id) }));
    },
    removeNote(id: string) {
      if (synced) removeNote.mutate({ ebookId, id });
      else saveLocal((m) => ({ ...m, notes: m.notes.filter((n) => n.id !== id) }));
    },
  };
}
