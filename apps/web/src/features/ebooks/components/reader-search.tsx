import { Button } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_HITS, type ReaderEngine, type SearchHit } from '../reader/engine';
import { ReaderPanel } from './reader-panel';
import * as styles from './reader-panels.css';

/** Search inside the open book; choosing a result shows it and closes the panel. */
export function ReaderSearch({
  engine,
  lang,
  onChoose,
  onClose,
}: {
  engine: ReaderEngine;
  lang: string;
  onChoose: (target: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ebooks-reader', 'ebooks']);
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'searching' } | { status: 'done'; hits: SearchHit[] | null }
  >({ status: 'idle' });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setState({ status: 'searching' });
    engine.search(query).then(
      (hits) => setState({ status: 'done', hits }),
      () => setState({ status: 'done', hits: [] }),
    );
  };

  return (
    <ReaderPanel title={t('reader.search')} closeLabel={t('reader.closePanel')} onClose={onClose}>
      <form role="search" className={styles.searchRow} onSubmit={search}>
        <label htmlFor={inputId} className={styles.label}>
          {t('reader.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          lang={lang}
          data-autofocus
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" loading={state.status === 'searching'}>
          {t('reader.searchButton')}
        </Button>
      </form>
      <p className={styles.muted} role="status" aria-live="polite">
        {state.status === 'searching'
          ? t('reader.searching')
          : state.status === 'done'
            ? state.hits === null
              ? t('reader.searchNoText')
              : state.hits.length === 0
                ? t('reader.searchNone')
                : `${t('reader.searchResults', { count: state.hits.length })}${state.hits.length >= MAX_SEARCH_HITS ? ` ${t('reader.searchLimited', { count: MAX_SEARCH_HITS })}` : ''}`
            : ''}
      </p>
      {state.status === 'done' && state.hits?.length ? (
        <ul className={styles.list} data-testid="reader-search-results">
          {state.hits.map((hit, index) => (
            <li key={`${hit.target}-${index}`}>
              <button type="button" className={styles.hit} onClick={() => onChoose(hit.target)}>
                {hit.page ? (
                  <span className={styles.kind}>{t('reader.pageLabel', { page: hit.page })}</span>
                ) : null}
                <span lang={lang}>{hit.excerpt}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </ReaderPanel>
  );
}
