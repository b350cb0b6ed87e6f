import { Button, prefersReducedMotion, SegmentedControl, VisuallyHidden } from '@app/ui';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, useShowing } from '../../../components/list-pager';
import { formatCount } from '../../../lib/format';
import type { CollectionSearch } from '../collection-search';
import {
  CATALOGUE_PAGE_SIZE,
  GENRE_FILTERS,
  LANGUAGE_FILTERS,
  SKELETON_COUNT,
  type GenreFilter,
  type LanguageFilter,
  type ViewMode,
} from '../ebook';
import { withoutEmpty } from '../../../lib/search-params';
import { useSearchBox } from '../../../lib/use-search-box';
import { useEbookCollection } from '../hooks/use-ebook-collection';
import * as styles from './digital-library-page.css';
import { EbookCard } from './ebook-card';
import { EbookCardSkeleton } from './ebook-card-skeleton';
import { CloseIcon, GridIcon, ListIcon, SearchIcon } from './ebook-icons';

export interface DigitalLibraryPageProps {
  /** What to show, from the address. */
  search: CollectionSearch;
  /** Moves to other results: a new history entry unless `replace` (refining a search). */
  onSearch: (next: CollectionSearch, options?: { replace?: boolean }) => void;
}

/** /ebooks: the public collection of free e-books with search, filters, two layouts and pages. */
export function DigitalLibraryPage({ search, onSearch }: DigitalLibraryPageProps) {
  const { t } = useTranslation('ebooks');
  const ids = { search: useId(), genre: useId(), language: useId(), results: useId() };
  const genre: GenreFilter = search.genre ?? 'all';
  const language: LanguageFilter = search.language ?? 'all';
  const view: ViewMode = search.view ?? 'grid';
  const page = search.page ?? 1;
  const change = (next: Partial<CollectionSearch>, replace = false) =>
    onSearch(withoutEmpty({ ...search, page: undefined, ...next }), { replace });
  const box = useSearchBox(search.q, (q, { replace }) => change({ q }, replace));
  const { searching, q, result } = useEbookCollection(search);
  const results = useRef<HTMLElement>(null);
  const showing = useShowing(
    page,
    CATALOGUE_PAGE_SIZE,
    result.data?.items.length ?? 0,
    result.data?.total ?? 0,
  );

  // On a phone the hero and the filters fill the screen: a search sent with Enter (the
  // keyboard's search key) brings its results up, or it would seem to do nothing. Typing alone
  // never moves the page under the reader's fingers.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    box.submit();
    const section = results.current;
    if (!section || section.getBoundingClientRect().top < window.innerHeight * 0.6) return;
    (document.activeElement as HTMLElement | null)?.blur();
    section.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };
  const onPage = (next: number) => {
    change({ page: next > 1 ? next : undefined });
    results.current?.scrollIntoView({ block: 'start' });
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
                value={box.text}
                maxLength={200}
                enterKeyHint="search"
                onChange={(event) => box.type(event.target.value)}
              />
              {box.text ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.clearButton}
                  aria-label={t('search.clear')}
                  title={t('search.clear')}
                  onClick={box.clear}
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
              onChange={(event) => {
                const value = event.target.value as GenreFilter;
                change({ genre: value === 'all' ? undefined : value });
              }}
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
              onChange={(event) => {
                const value = event.target.value as LanguageFilter;
                change({ language: value === 'all' ? undefined : value });
              }}
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
              onChange={(next) =>
                onSearch(withoutEmpty({ ...search, view: next === 'grid' ? undefined : next }), {
                  replace: true,
                })
              }
              options={[
                { value: 'grid', label: t('view.grid'), icon: <GridIcon /> },
                { value: 'list', label: t('view.list'), icon: <ListIcon /> },
              ]}
            />
          </div>
        </div>

        <section aria-labelledby={ids.results} ref={results} className={styles.results}>
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
              {searching && result.data
                ? `${t('search.found', { count: result.data.total, formatted: formatCount(result.data.total) })} ${showing}`
                : showing}
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
          ) : result.data.items.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>
                {searching ? t('noResults.title') : t('empty.title')}
              </p>
              <p className={styles.emptyHint}>
                {searching ? t('noResults.hint') : t('empty.hint')}
              </p>
            </div>
          ) : (
            <ul
              className={styles.list[view]}
              data-testid="ebook-list"
              data-view={view}
              aria-busy={result.isPlaceholderData || undefined}
            >
              {result.data.items.map((ebook) => (
                <li key={ebook.id}>
                  <EbookCard ebook={ebook} view={view} />
                </li>
              ))}
            </ul>
          )}
          {result.data && result.data.total > 0 ? (
            <ListPager
              page={page}
              pageSize={CATALOGUE_PAGE_SIZE}
              total={result.data.total}
              onPage={onPage}
              label={t('list.pages')}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}
