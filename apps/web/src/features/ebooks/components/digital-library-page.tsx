import { Button, SegmentedControl, VisuallyHidden } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENRE_FILTERS,
  LANGUAGE_FILTERS,
  SKELETON_COUNT,
  type GenreFilter,
  type LanguageFilter,
  type ViewMode,
} from '../ebook';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useEbookCatalogue } from '../hooks/use-ebook-catalogue';
import * as styles from './digital-library-page.css';
import { EbookCard } from './ebook-card';
import { EbookCardSkeleton } from './ebook-card-skeleton';
import { CloseIcon, GridIcon, ListIcon, SearchIcon } from './ebook-icons';

const SEARCH_PAUSE_MS = 300;

/** /ebooks: the public catalogue of free e-books with search, filters and two layouts. */
export function DigitalLibraryPage() {
  const { t } = useTranslation('ebooks');
  const ids = { search: useId(), genre: useId(), language: useId(), results: useId() };
  const [text, setText] = useState('');
  // Enter searches at once; typing searches after a short pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const query = submitted ?? debounced;
  const [genre, setGenre] = useState<GenreFilter>('all');
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const [view, setView] = useState<ViewMode>('grid');
  const { searching, q, result } = useEbookCatalogue(query, genre, language);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text);
  };
  const onType = (value: string) => {
    setText(value);
    setSubmitted(null);
  };

  return (
    <>
      <section className={styles.hero} aria-labelledby="digital-library-heading">
        <h1 id="digital-library-heading" className={styles.heroTitle}>
          {t('hero.title')}
        </h1>
        <p className={styles.heroText}>{t('hero.subtitle')}</p>
      </section>

      <div className={styles.content}>
        <div className={styles.controls}>
          <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
            <label htmlFor={ids.search} className={styles.searchLabel}>
              {t('search.label')}
            </label>
            <div className={styles.searchRow}>
              <span className={styles.searchIcon}>
                <SearchIcon />
              </span>
              <input
                id={ids.search}
                type="search"
                className={styles.searchInput}
                placeholder={t('search.placeholder')}
                value={text}
                maxLength={200}
                enterKeyHint="search"
                onChange={(event) => onType(event.target.value)}
              />
              {text ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.clearButton}
                  aria-label={t('search.clear')}
                  title={t('search.clear')}
                  onClick={() => onType('')}
                >
                  <CloseIcon />
                </Button>
              ) : null}
            </div>
          </form>

          <div className={styles.field}>
            <label htmlFor={ids.genre} className={styles.searchLabel}>
              {t('filters.genre')}
            </label>
            <select
              id={ids.genre}
              className={styles.select}
              value={genre}
              onChange={(event) => setGenre(event.target.value as GenreFilter)}
            >
              {GENRE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`genre.${value}`)}
                </option>
              ))}
            </select>
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.language} className={styles.searchLabel}>
              {t('filters.language')}
            </label>
            <select
              id={ids.language}
              className={styles.select}
              value={language}
              onChange={(event) => setLanguage(event.target.value as LanguageFilter)}
            >
              {LANGUAGE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`language.${value}`)}
                </option>
              ))}
            </select>
          </div>

          <div className={styles.viewField}>
            <span className={styles.searchLabel} aria-hidden="true">
              {t('view.label')}
            </span>
            <SegmentedControl
              label={t('view.label')}
              value={view}
              onChange={setView}
              options={[
                { value: 'grid', label: t('view.grid'), icon: <GridIcon /> },
                { value: 'list', label: t('view.list'), icon: <ListIcon /> },
              ]}
            />
          </div>
        </div>

        <section aria-labelledby={ids.results}>
          <div className={styles.resultsHeader}>
            {searching ? (
              <h2 id={ids.results} className={styles.resultsTitle}>
                {t('search.resultsFor', { query: q })}
              </h2>
            ) : (
              <VisuallyHidden>
                <h2 id={ids.results}>{t('list.label')}</h2>
              </VisuallyHidden>
            )}
            <p className={styles.resultsCount} role="status">
              {searching && result.data ? t('search.found', { count: result.data.length }) : ''}
            </p>
          </div>

          {result.isPending ? (
            <div aria-busy="true">
              <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
              <ul className={styles.list[view]}>
                {Array.from({ length: SKELETON_COUNT[view] }, (_, i) => (
                  <li key={i}>
                    <EbookCardSkeleton view={view} />
                  </li>
                ))}
              </ul>
            </div>
          ) : result.isError ? (
            <div className={styles.error} role="alert">
              <p>{t('list.error')}</p>
              <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
                {t('list.retry')}
              </Button>
            </div>
          ) : result.data.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>
                {searching ? t('noResults.title') : t('empty.title')}
              </p>
              <p className={styles.emptyHint}>
                {searching ? t('noResults.hint') : t('empty.hint')}
              </p>
            </div>
          ) : (
            <ul className={styles.list[view]} data-testid="ebook-list" data-view={view}>
              {result.data.map((ebook) => (
                <li key={ebook.id}>
                  <EbookCard ebook={ebook} view={view} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
