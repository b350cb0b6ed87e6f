import { Button, Card, CardBody, CardHeader, CardTitle, InputField, SelectField } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  candidateKey,
  IMPORT_CATEGORIES,
  IMPORT_LANGUAGES,
  IMPORT_SOURCES,
  type ImportCategory,
  type ImportLanguage,
  type ImportSource,
} from './import-choices';
import { fitsOneJob, MAX_BULK_IMPORT } from './import-job';
import { ImportJobStatus } from './import-job-status';
import * as styles from './import-panel.css';
import { useEbookImport, type UseEbookImportOptions } from './use-ebook-import';

export type ImportPanelProps = UseEbookImportOptions;

/**
 * 'Import Free E-books' (spec §2): search a public catalogue, pick, import. A selection is
 * imported by one job on the server, whose id the address keeps (`jobId`, `onJob`).
 */
export function ImportPanel({ jobId, onJob }: ImportPanelProps) {
  const { t } = useTranslation('ebooks-staff');
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [source, setSource] = useState<ImportSource>('gutenberg');
  const [language, setLanguage] = useState<ImportLanguage>('en');
  const [category, setCategory] = useState<ImportCategory | ''>('');
  const flow = useEbookImport({ jobId, onJob });
  const { results, selected, statuses, job, search, importOne } = flow;

  const searching = search.isPending;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim() || searching) return;
    search.mutate({
      query: query.trim(),
      source,
      language,
      ...(category ? { category } : {}),
    });
  };

  const importable = (results ?? []).filter((book) => {
    const status = statuses.get(candidateKey(book));
    return status !== 'imported' && status !== 'already';
  });
  const chosen = importable.filter((book) => selected.has(candidateKey(book)));
  const tooMany = chosen.length > MAX_BULK_IMPORT;
  const toggle = (key: string, on: boolean) =>
    flow.setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {t('import.title')}
        </CardTitle>
        <p className={styles.intro}>{t('import.description')}</p>
      </CardHeader>
      <CardBody className={styles.panel}>
        <form className={styles.form} onSubmit={onSearch} role="search">
          <InputField
            type="search"
            label={t('import.query')}
            placeholder={t('import.queryPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <SelectField
            label={t('import.source')}
            value={source}
            onChange={(event) => setSource(event.target.value as ImportSource)}
          >
            {IMPORT_SOURCES.map((value) => (
              <option key={value} value={value}>
                {t(`import.sources.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('import.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as ImportLanguage)}
          >
            {IMPORT_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {t(`import.languages.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('import.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value as ImportCategory | '')}
          >
            <option value="">{t('import.anyCategory')}</option>
            {IMPORT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`import.categories.${value}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={!query.trim() || searching} loading={searching}>
            {searching ? t('import.searching') : t('import.search')}
          </Button>
        </form>

        {job ? <ImportJobStatus job={job} summary={flow.summary} onDismiss={flow.dismiss} /> : null}

        {results === null ? null : results.length === 0 ? (
          <p className={styles.empty} role="status">
            {t('import.noResults')}
          </p>
        ) : (
          <>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                {t('import.results', { count: results.length })}
              </p>
              <Button
                size="sm"
                variant="secondary"
                disabled={importable.length === 0 || flow.busy}
                onClick={() => flow.setSelected(new Set(importable.map(candidateKey)))}
              >
                {t('import.selectAll')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={selected.size === 0 || flow.busy}
                onClick={() => flow.setSelected(new Set())}
              >
                {t('import.deselectAll')}
              </Button>
              <Button
                size="sm"
                variant="accent"
                disabled={!fitsOneJob(chosen.length) || flow.busy}
                loading={flow.starting}
                onClick={() => flow.runBulk(chosen)}
              >
                {t('import.importSelected', { count: chosen.length })}
              </Button>
            </div>
            {tooMany ? (
              <p className={styles.tooMany} role="alert">
                {t('import.tooMany', { max: MAX_BULK_IMPORT })}
              </p>
            ) : null}
            <ul className={styles.results} aria-label={t('import.resultsLabel')} tabIndex={0}>
              {results.map((book) => {
                const key = candidateKey(book);
                const status = statuses.get(key);
                const done = status === 'imported' || status === 'already';
                const checkId = `${headingId}-${key}`;
                const authors = book.authors.length
                  ? book.authors.join(', ')
                  : t('import.unknownAuthor');
                return (
                  <li key={key} className={styles.result}>
                    <input
                      id={checkId}
                      type="checkbox"
                      className={styles.check}
                      checked={selected.has(key)}
                      disabled={done || flow.busy}
                      onChange={(event) => toggle(key, event.target.checked)}
                    />
                    <div>
                      <label htmlFor={checkId} className={styles.resultTitle}>
                        {book.title}
                      </label>
                      <p className={styles.meta}>
                        <span>{t('import.byAuthors', { authors })}</span>
                        <span>{book.fileFormat}</span>
                        {book.category ? <span>{book.category}</span> : null}
                        <span>{t('import.downloads', { count: book.downloadCount })}</span>
                      </p>
                    </div>
                    <div className={styles.resultEnd}>
                      {status ? (
                        <span className={styles.status[status]}>
                          {t(`import.status.${status}`)}
                        </span>
                      ) : null}
                      {done ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('import.importLabel', { title: book.title })}
                          disabled={flow.busy}
                          loading={
                            importOne.isPending &&
                            importOne.variables !== undefined &&
                            candidateKey(importOne.variables.bookData) === key
                          }
                          onClick={() => importOne.mutate({ bookData: book })}
                        >
                          {t('import.import')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardBody>
    </Card>
  );
}
