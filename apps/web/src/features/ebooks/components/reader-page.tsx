import {
  Button,
  buttonStyles,
  darkTheme,
  lightTheme,
  SegmentedControl,
  sepiaTheme,
  VisuallyHidden,
} from '@app/ui';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { fileUrl, languageTag, type Ebook } from '../ebook';
import { useEbookDownload } from '../hooks/use-ebook-download';
import { useReaderPreferences } from '../hooks/use-reader-preferences';
import { useOfflineBooks } from '../hooks/use-offline-books';
import { useReadingMarks } from '../hooks/use-reading-marks';
import { useReadingPosition } from '../hooks/use-reading-position';
import { keepOffline } from '../offline-books';
import { usePageTurns } from '../hooks/use-page-turns';
import {
  loadEngine,
  roundProgress,
  type ReaderEngine,
  type ReaderPosition,
  type ReaderTheme,
} from '../reader/engine';
import type { SavedPosition } from '../reader/reading-position';
import {
  ArrowLeftIcon,
  BookmarkIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ContentsIcon,
  DownloadIcon,
  OfflineIcon,
  SearchIcon,
} from './ebook-icons';
import { ReaderContents } from './reader-contents';
import { markLabel, ReaderMarks } from './reader-marks';
import { ReaderOfflineBooks } from './reader-offline';
import { ReaderSearch } from './reader-search';
import * as styles from './reader-page.css';

const THEME_CLASS: Record<ReaderTheme, string> = {
  light: lightTheme,
  sepia: sepiaTheme,
  dark: `${darkTheme} ${styles.dark}`,
};

/** The saved place as the engine takes it; a server row without a location still has its page. */
function startLocation(ebook: Ebook, saved: SavedPosition | null): string | null {
  if (!saved) return null;
  if (saved.location) return saved.location;
  return ebook.fileFormat === 'PDF' ? String(saved.page) : null;
}

/** /ebooks/{id}/read: the e-book in the browser, whatever its format, where the reader left it. */
export function ReaderPage({ id }: { id: number }) {
  const { t } = useTranslation(['ebooks-reader', 'ebooks']);
  const valid = Number.isInteger(id) && id > 0;
  const ebook = trpc.ebooks.byId.useQuery({ id }, { enabled: valid });
  const preferences = useReaderPreferences();
  const reading = useReadingPosition(id);
  const { download, downloading } = useEbookDownload();

  const hostRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<ReaderEngine | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [position, setPosition] = useState<ReaderPosition | null>(null);
  const [contentsOpen, setContentsOpen] = useState(false);
  const [panel, setPanel] = useState<'marks' | 'search' | 'offline' | null>(null);
  const marks = useReadingMarks(id);
  const offline = useOfflineBooks();
  // Set only when keeping the book on this device failed (no room, no Cache Storage).
  const [offlineFailed, setOfflineFailed] = useState(false);
  const [pageDraft, setPageDraft] = useState('');
  // While a finger drags the position slider, the book waits for it to let go.
  const [seekDraft, setSeekDraft] = useState<number | null>(null);
  const dragging = useRef(false);

  // The engine is opened once per book; these reach it without reopening it.
  const engineRef = useRef<ReaderEngine | null>(null);
  const openingAppearance = useEffectEvent(() => preferences.appearance);
  const openingLabel = useEffectEvent(() => t('reader.bookText'));
  const openingStart = useEffectEvent((opened: Ebook) => startLocation(opened, reading.start));
  const onPosition = useEffectEvent((next: ReaderPosition) => {
    setPosition(next);
    reading.record(next);
  });

  const book = ebook.data;
  const lang = book ? languageTag(book.language) : 'en';

  useEffect(() => {
    if (!book) return;
    const previous = document.title;
    document.title = `${book.title} · ${t('reader.backToLibrary')}`;
    return () => {
      document.title = previous;
    };
  }, [book, t]);

  useEffect(() => {
    const host = hostRef.current;
    if (!book || !reading.ready || !host) return;
    let cancelled = false;
    let opened: ReaderEngine | null = null;
    // A fresh element per opening, so a late, abandoned opening never draws over the live one.
    const container = document.createElement('div');
    container.className = styles.engineRoot;
    host.append(container);
    setStatus('loading');
    loadEngine[book.fileFormat]()
      .then(({ openEngine }) =>
        openEngine({
          container,
          url: fileUrl(book.id),
          lang: languageTag(book.language),
          start: openingStart(book),
          appearance: openingAppearance(),
          label: openingLabel(),
          onPosition: (next) => {
            if (!cancelled) onPosition(next);
          },
          onTurn: (direction) => {
            const current = engineRef.current;
            if (current) void (direction === 'next' ? current.next() : current.previous());
          },
        }),
      )
      .then((result) => {
        if (cancelled) {
          result.destroy();
          return;
        }
        opened = result;
        engineRef.current = result;
        setEngine(result);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('The e-book could not be opened', error);
        setStatus('error');
      });
    return () => {
      cancelled = true;
      opened?.destroy();
      engineRef.current = null;
      setEngine(null);
      container.remove();
    };
  }, [book, reading.ready]);

  useEffect(() => {
    engine?.setAppearance(preferences.appearance);
  }, [engine, preferences.appearance]);

  // A book opened once can be read again without a connection: its file is kept on the device.
  const kept = book ? offline.has(book.id) : false;
  const savingOffline = Boolean(book) && status === 'ready' && !kept && !offlineFailed;
  useEffect(() => {
    if (!book || status !== 'ready' || kept) return;
    let live = true;
    void keepOffline(book).then((saved) => {
      if (live && !saved) setOfflineFailed(true);
    });
    return () => {
      live = false;
    };
  }, [book, status, kept]);

  usePageTurns(engine, hostRef);

  const notFound =
    !valid ||
    (ebook.error instanceof TRPCClientError &&
      (ebook.error.data as { code?: string } | undefined)?.code === 'NOT_FOUND');
  const failed = notFound || ebook.isError || status === 'error';
  const percent = position ? roundProgress(position.progress) : 0;
  const pageCount = engine?.pageCount ?? null;

  const seek = (percent: number) => {
    setSeekDraft(null);
    if (engine) void engine.goToProgress(percent);
  };

  const goToPage = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(pageDraft);
    if (engine && Number.isInteger(page)) void engine.goToPage(page);
    setPageDraft('');
  };

  return (
    <div className={`${THEME_CLASS[preferences.appearance.theme]} ${styles.root}`}>
      <header className={styles.toolbar}>
        <Link
          to="/ebooks"
          className={`${buttonStyles({ variant: 'ghost', size: 'sm' })} ${styles.back}`}
          aria-label={t('reader.backToLibrary')}
          title={t('reader.backToLibrary')}
        >
          <ArrowLeftIcon />
        </Link>
        <h1 className={styles.heading}>
          <span className={styles.title} lang={lang}>
            {book?.title ?? t('reader.backToLibrary')}
          </span>
          {book ? (
            <span className={styles.author} lang={lang}>
              {book.author}
            </span>
          ) : null}
        </h1>
        <div className={styles.tools} role="group" aria-label={t('reader.toolbar')}>
          {engine && engine.toc.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setContentsOpen(true)}>
              <ContentsIcon />
              {t('reader.contents')}
            </Button>
          ) : null}
          <span className={styles.sizeGroup}>
            <VisuallyHidden>{t('reader.textSize')}</VisuallyHidden>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('reader.smaller')}
              title={t('reader.smaller')}
              disabled={!preferences.canShrink}
              onClick={preferences.smaller}
            >
              <span aria-hidden="true">A−</span>
            </Button>
            <span className={styles.sizeValue} aria-live="polite">
              {Math.round(preferences.appearance.fontScale * 100)}%
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('reader.larger')}
              title={t('reader.larger')}
              disabled={!preferences.canGrow}
              onClick={preferences.larger}
            >
              <span aria-hidden="true">A+</span>
            </Button>
          </span>
          {engine ? (
            <Button variant="secondary" size="sm" onClick={() => setPanel('search')}>
              <SearchIcon />
              {t('reader.search')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setPanel('marks')}>
            <BookmarkIcon />
            {t('reader.openMarks')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPanel('offline')}
            data-testid="offline-status"
            aria-label={`${kept ? t('reader.offline') : savingOffline ? t('reader.offlineSaving') : t('reader.offlineOpen')} · ${t('reader.offlineBooks')}`}
          >
            {kept ? <OfflineIcon /> : null}
            {kept
              ? t('reader.offline')
              : savingOffline
                ? t('reader.offlineSaving')
                : t('reader.offlineOpen')}
          </Button>
          <SegmentedControl
            label={t('reader.theme')}
            value={preferences.appearance.theme}
            onChange={preferences.setTheme}
            options={[
              { value: 'light', label: t('reader.themeLight') },
              { value: 'sepia', label: t('reader.themeSepia') },
              { value: 'dark', label: t('reader.themeDark') },
            ]}
          />
          {book ? (
            <Button
              variant="ghost"
              size="sm"
              loading={downloading}
              onClick={() => download(book.id)}
            >
              {downloading ? null : <DownloadIcon />}
              {downloading ? t('ebooks:card.downloading') : t('reader.download')}
            </Button>
          ) : null}
        </div>
      </header>

      <main className={styles.stage} lang={lang}>
        <div ref={hostRef} className={styles.engineHost} data-testid="reader-stage" />
        {failed ? (
          <div className={styles.overlay}>
            <p className={styles.error} role="alert">
              {notFound ? t('reader.notFound') : t('reader.error')}
            </p>
            <Link to="/ebooks">{t('reader.backToLibrary')}</Link>
          </div>
        ) : status === 'loading' ? (
          <div className={styles.overlay} role="status" aria-live="polite">
            {t('reader.loading')}
          </div>
        ) : null}
      </main>

      <footer className={styles.footer}>
        <Button
          variant="secondary"
          className={styles.turn}
          aria-label={t('reader.previous')}
          title={t('reader.previous')}
          disabled={!engine}
          onClick={() => void engine?.previous()}
        >
          <ChevronLeftIcon />
        </Button>
        <div className={styles.position}>
          <span aria-live="polite" data-testid="reader-position">
            {position && pageCount
              ? t('reader.pageOf', { page: position.page, total: pageCount })
              : position
                ? t('reader.percentRead', { percent: Math.round(percent) })
                : ''}
          </span>
          {engine && pageCount ? (
            <form className={styles.pageForm} onSubmit={goToPage}>
              <label>
                <VisuallyHidden>{t('reader.goToPage')}</VisuallyHidden>
                <input
                  className={styles.pageInput}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={pageCount}
                  placeholder={String(position?.page ?? 1)}
                  value={pageDraft}
                  onChange={(event) => setPageDraft(event.target.value)}
                />
              </label>
              <Button type="submit" variant="ghost" size="sm" disabled={!pageDraft}>
                {t('reader.go')}
              </Button>
            </form>
          ) : null}
          {engine && !pageCount ? (
            <input
              type="range"
              className={styles.seek}
              min={0}
              max={100}
              step={1}
              aria-label={t('reader.position')}
              aria-valuetext={t('reader.percentRead', {
                percent: seekDraft ?? Math.round(percent),
              })}
              value={seekDraft ?? Math.round(percent)}
              onPointerDown={() => {
                dragging.current = true;
              }}
              onPointerUp={(event) => {
                dragging.current = false;
                seek(Number(event.currentTarget.value));
              }}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (dragging.current) setSeekDraft(value);
                else seek(value);
              }}
            />
          ) : null}
          <span className={styles.hint}>{t('reader.keyboardHint')}</span>
        </div>
        <Button
          variant="secondary"
          className={styles.turn}
          aria-label={t('reader.next')}
          title={t('reader.next')}
          disabled={!engine}
          onClick={() => void engine?.next()}
        >
          <ChevronRightIcon />
        </Button>
        <div className={styles.progressTrack} aria-hidden="true">
          <div className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
      </footer>

      {panel === 'marks' ? (
        <ReaderMarks
          marks={marks}
          lang={lang}
          here={
            position
              ? { location: position.location, label: markLabel(position, Boolean(pageCount)) }
              : null
          }
          onJump={
            engine
              ? (location) => {
                  setPanel(null);
                  void engine.goTo(location);
                }
              : null
          }
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'search' && engine ? (
        <ReaderSearch
          engine={engine}
          lang={lang}
          onChoose={(target) => {
            setPanel(null);
            void engine.goTo(target);
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'offline' ? (
        <ReaderOfflineBooks
          books={offline.books}
          onRemove={(bookId) => void offline.remove(bookId)}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {contentsOpen && engine ? (
        <ReaderContents
          toc={engine.toc}
          lang={lang}
          onClose={() => setContentsOpen(false)}
          onChoose={(target) => {
            setContentsOpen(false);
            void engine.goTo(target);
          }}
        />
      ) : null}
    </div>
  );
}
