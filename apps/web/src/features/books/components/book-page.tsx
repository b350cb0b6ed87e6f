import { Card, CardBody, ErrorState, LoadingState } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { useDefaultText } from '../../../lib/default-text';
import { trpc } from '../../../lib/trpc';
import { BookCover, LANGUAGE_TAGS } from './book-card';
import { ReserveBook } from './reserve-book';
import * as cardStyles from './book-card.css';
import * as styles from './book-page.css';

/** One title of the collection: where its copies are, and how many are on each shelf. */
export function BookPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['books', 'common']);
  const defaults = useDefaultText();
  const book = trpc.books.byId.useQuery({ id });
  if (book.isPending) return <LoadingState>{t('collection.loading')}</LoadingState>;
  if (book.isError) {
    return (
      <ErrorState onRetry={() => void book.refetch()} retryLabel={t('common:actions.retry')}>
        {t('page.failed')}
      </ErrorState>
    );
  }
  const b = book.data;
  const lang = LANGUAGE_TAGS[b.language] ?? 'en';
  return (
    <article className={styles.page}>
      <div className={styles.head}>
        <BookCover book={b} large />
        <div className={styles.text}>
          <h1 className={styles.title} lang={lang}>
            {defaults.title(b.title)}
          </h1>
          <p className={styles.author} lang={lang}>
            {t('byAuthor', { author: defaults.author(b.author) })}
          </p>
          <p className={styles.meta}>
            {t(`genre.${b.genre}`)}
            {b.isbn ? ` · ISBN ${b.isbn}` : ''}
          </p>
          <span
            className={b.onShelf > 0 ? cardStyles.badge.available : cardStyles.badge.checkedOut}
            data-testid="book-status"
          >
            {b.onShelf > 0 ? t('status.available') : t('status.checkedOut')}
          </span>
          {b.description ? <p className={styles.description}>{b.description}</p> : null}
        </div>
      </div>
      <Card>
        <CardBody>
          <h2 className={styles.subheading}>{t('page.copies')}</h2>
          {b.branches.length === 0 ? (
            <p className={styles.meta}>{t('page.noCopies')}</p>
          ) : (
            <ul className={styles.branches}>
              {b.branches.map((branch) => (
                <li key={branch.branchId} className={styles.branch} data-testid="book-branch">
                  <span className={styles.branchName}>{branchName(branch, i18n.language)}</span>
                  <span>
                    {t('page.branchCopies', {
                      count: branch.onShelf,
                      onLoan: branch.onLoan,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      {b.copyCount > 0 && b.onShelf === 0 ? <ReserveBook titleId={b.id} /> : null}
    </article>
  );
}
