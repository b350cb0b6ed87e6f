import { Button } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookmark, ReadingNote } from '../hooks/use-reading-marks';
import type { useReadingMarks } from '../hooks/use-reading-marks';
import { ReaderPanel } from './reader-panel';
import * as styles from './reader-panels.css';

/** Where a mark is, as the reader showed it when it was made ('page:12' or 'percent:34'). */
export function markLabel(position: { page: number; progress: number } | null, paged: boolean) {
  if (!position) return 'percent:0';
  return paged ? `page:${position.page}` : `percent:${Math.round(position.progress)}`;
}

type Mark = { kind: 'bookmark'; mark: Bookmark } | { kind: 'note'; mark: ReadingNote };

/** The bookmarks and notes panel: add where the reader is, list, jump to, delete. */
export function ReaderMarks({
  marks,
  here,
  lang,
  onJump,
  onClose,
}: {
  marks: ReturnType<typeof useReadingMarks>;
  /** The reader's place now, or null before the book has opened. */
  here: { location: string; label: string } | null;
  lang: string;
  /** Null until the book is open: marks can be listed, not yet jumped to. */
  onJump: ((location: string) => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ebooks-reader', 'ebooks']);
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const where = (label: string | undefined) => {
    const [kind, value] = (label ?? '').split(':');
    if (kind === 'page') return t('reader.pageLabel', { page: value });
    return t('reader.at', { percent: value ?? 0 });
  };
  const list: Mark[] = [
    ...marks.marks.bookmarks.map((mark): Mark => ({ kind: 'bookmark', mark })),
    ...marks.marks.notes.map((mark): Mark => ({ kind: 'note', mark })),
  ].sort((a, b) => a.mark.createdAt.localeCompare(b.mark.createdAt));

  const addNote = (event: FormEvent) => {
    event.preventDefault();
    if (!here) return;
    if (!note.trim()) {
      setNoteError(true);
      return;
    }
    marks.addNote(here.location, here.label, note.trim());
    setNote('');
    setNoteError(false);
  };

  return (
    <ReaderPanel title={t('reader.marks')} closeLabel={t('reader.closePanel')} onClose={onClose}>
      <div className={styles.stack}>
        <Button
          variant="primary"
          disabled={!here}
          data-autofocus
          onClick={() => here && marks.addBookmark(here.location, here.label)}
        >
          {t('reader.addBookmark')}
        </Button>
        <form className={styles.stack} onSubmit={addNote} noValidate>
          <label htmlFor={noteId} className={styles.label}>
            {t('reader.noteLabel')}
          </label>
          <textarea
            id={noteId}
            className={styles.textarea}
            rows={3}
            maxLength={5000}
            value={note}
            aria-invalid={noteError || undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {noteError ? (
            <p id={`${noteId}-error`} className={styles.error}>
              {t('reader.noteRequired')}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={!here || marks.busy}>
            {t('reader.addNote')}
          </Button>
        </form>
        {list.length === 0 ? (
          <p className={styles.muted}>{t('reader.marksEmpty')}</p>
        ) : (
          <ul className={styles.list} data-testid="reader-marks">
            {list.map(({ kind, mark }) => {
              const place = where(mark.label);
              return (
                <li key={mark.id ?? `${mark.location}-${mark.createdAt}`} className={styles.item}>
                  <div className={styles.itemText}>
                    <span className={styles.kind}>
                      {kind === 'bookmark' ? t('reader.bookmarkKind') : t('reader.noteKind')} ·{' '}
                      {place}
                    </span>
                    {kind === 'note' ? (
                      <span lang={lang} className={styles.noteText}>
                        {(mark as ReadingNote).text}
                      </span>
                    ) : null}
                  </div>
                  <div className={styles.itemActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('reader.jumpTo', { where: place })}
                      disabled={!onJump}
                      onClick={() => onJump?.(mark.location)}
                    >
                      {t('reader.go')}
                    </Button>
                    {mark.id ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={
                          kind === 'bookmark'
                            ? t('reader.deleteBookmark', { where: place })
                            : t('reader.deleteNote', { where: place })
                        }
                        onClick={() =>
                          kind === 'bookmark'
                            ? marks.removeBookmark(mark.id!)
                            : marks.removeNote(mark.id!)
                        }
                      >
                        {t('reader.delete')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.muted}>
          {marks.synced ? t('reader.marksSynced') : t('reader.marksLocal')}
        </p>
      </div>
    </ReaderPanel>
  );
}
