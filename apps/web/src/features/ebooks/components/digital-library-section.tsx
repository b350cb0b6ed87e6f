import { Button, buttonStyles, TabList, TabPanel, VisuallyHidden } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import * as styles from './digital-library-section.css';
import { EbookCard } from './ebook-card';
import { EbookCardSkeleton } from './ebook-card-skeleton';

const TABS = ['featured', 'popular', 'recent'] as const;
type Tab = (typeof TABS)[number];

/** As many e-books as placeholders (spec §9: 8 on the home page). */
const HOME_COUNT = 8;

/** The chosen list only: each tab's query is enabled once it is selected, then kept in cache. */
function useHomeEbooks(tab: Tab) {
  const input = { limit: HOME_COUNT };
  const featured = trpc.ebooks.featured.useQuery(input, { enabled: tab === 'featured' });
  const popular = trpc.ebooks.popular.useQuery(input, { enabled: tab === 'popular' });
  const recent = trpc.ebooks.recent.useQuery(input, { enabled: tab === 'recent' });
  return { featured, popular, recent }[tab];
}

/**
 * The home page's digital library: featured, popular and recent e-books, each with Read Online
 * and Download, and a way to the whole collection. Deliberately light: no reader code here.
 */
export function DigitalLibrarySection() {
  const { t } = useTranslation('ebooks');
  const idPrefix = useId();
  const [tab, setTab] = useState<Tab>('featured');
  const ebooks = useHomeEbooks(tab);
  // The cards are drawn in a deferred render, which React slices so a cheap phone stays
  // responsive; tagged with their tab, so a list never shows under another tab's name.
  const data = ebooks.data;
  const current = useMemo(() => (data ? { tab, list: data.items } : null), [tab, data]);
  const shown = useDeferredValue(current);
  const list = shown?.tab === tab ? shown.list : undefined;

  return (
    <section
      id="digital-library"
      className={styles.section}
      aria-labelledby="digital-library-title"
    >
      <div className={styles.inner}>
        <h2 id="digital-library-title" className={styles.heading}>
          {t('section.title')}
        </h2>
        <p className={styles.subtitle}>{t('section.subtitle')}</p>
        <TabList
          label={t('section.tabsLabel')}
          idPrefix={idPrefix}
          value={tab}
          onChange={setTab}
          items={TABS.map((value) => ({ value, label: t(`section.${value}`) }))}
        />
        <TabPanel idPrefix={idPrefix} value={tab}>
          {ebooks.isError ? (
            <p className={styles.error} role="alert">
              {t('list.error')}{' '}
              <Button variant="secondary" size="sm" onClick={() => void ebooks.refetch()}>
                {t('list.retry')}
              </Button>
            </p>
          ) : !list ? (
            <div aria-busy="true">
              <VisuallyHidden role="status">{t('section.loading')}</VisuallyHidden>
              <ul className={styles.grid}>
                {Array.from({ length: HOME_COUNT }, (_, i) => (
                  <li key={i}>
                    <EbookCardSkeleton />
                  </li>
                ))}
              </ul>
            </div>
          ) : list.length === 0 ? (
            <p className={styles.empty}>{t('section.empty')}</p>
          ) : (
            <ul className={styles.grid}>
              {list.map((ebook) => (
                <li key={ebook.id}>
                  <EbookCard ebook={ebook} />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
        <div className={styles.footer}>
          <Link to="/ebooks" className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {t('section.browseAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
