import type { Language } from '@app/i18n';
import { Button, buttonStyles, Card, TextField, VisuallyHidden } from '@app/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, useShowing } from '../../../components/list-pager';
import { offsetOf, withoutEmpty } from '../../../lib/search-params';
import { trpc } from '../../../lib/trpc';
import { useSearchBox } from '../../../lib/use-search-box';
import { useInventoryActions } from './use-inventory-actions';
import {
  exportHref,
  INVENTORY_PAGE_SIZE,
  labelSheetHref,
  type ListedCopy,
  type InventorySearch,
  type ReviewableCopy,
  type StatusTab,
} from '../copy';
import { InventoryList } from './inventory-list';
import * as styles from './inventory-panel.css';
import { InventoryStats } from './inventory-stats';
import { CopyDetailsDialog } from './copy-details-dialog';
import { RejectConfirmation } from './reject-confirmation';
import { StatusTabs, statusPanelIds } from './status-tabs';
import { VerifyDialog } from './verify-dialog';

export interface InventoryPanelProps {
  language: Language;
  /** Status tab, search and page, from the address. */
  search: InventorySearch;
  onSearch: (next: InventorySearch, options?: { replace?: boolean }) => void;
}

/**
 * The dashboard's inventory tab (spec §2): figures, search, status tabs, the scanned copies a
 * page at a time (the search and the tabs run on the server, over the whole inventory, as the
 * exports do), and the review, QR, label and export actions. Text and dates follow
 * `language`, which the dashboard passes in.
 */
export function InventoryPanel({ language, search, onSearch }: InventoryPanelProps) {
  const { t } = useTranslation('inventory', { lng: language });
  const utils = trpc.useUtils();
  const idPrefix = useId();
  const listHeadingId = useId();
  const status: StatusTab = search.status ?? 'all';
  const page = search.page ?? 1;
  const box = useSearchBox(search.q, (q, { replace }) =>
    onSearch(withoutEmpty({ status: search.status, q }), { replace }),
  );
  const [details, setDetails] = useState<ListedCopy | null>(null);
  const [verifying, setVerifying] = useState<ReviewableCopy | null>(null);
  const [rejecting, setRejecting] = useState<{ id: number; title: string } | null>(null);
  const actions = useInventoryActions(language);

  const list = trpc.inventory.list.useQuery(
    {
      ...(search.status ? { status: search.status } : {}),
      ...(search.q ? { q: search.q } : {}),
      limit: INVENTORY_PAGE_SIZE,
      offset: offsetOf(page, INVENTORY_PAGE_SIZE),
    },
    { placeholderData: keepPreviousData },
  );
  const shown = list.data?.items ?? [];
  const showing = useShowing(page, INVENTORY_PAGE_SIZE, shown.length, list.data?.total ?? 0);
  // Rejected copies leave the shelf: no labels for them, and their public page is gone.
  const printable = shown.filter((copy) => copy.status !== 'ARCHIVED');
  const withoutQr = printable.filter((copy) => !copy.hasQrCode).map((copy) => copy.id);

  const refresh = () => {
    void utils.inventory.list.invalidate();
    void utils.inventory.stats.invalidate();
  };
  const pendingQrIds = actions.generateQr.isPending
    ? (actions.generateQr.variables?.inventoryIds ?? [])
    : [];

  return (
    <div className={styles.panel} lang={language}>
      <InventoryStats language={language} />

      <Card className={styles.workspace}>
        <h3 id={listHeadingId} className={styles.heading}>
          {t('list.title')}
        </h3>
        <div className={styles.toolbar}>
          <TextField
            type="search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={box.text}
            onChange={(event) => box.type(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && box.submit()}
            autoComplete="off"
            spellCheck={false}
            className={styles.search}
          />
          <div className={styles.toolbarActions}>
            {/* No busy state: a disabled button would drop keyboard focus mid-refresh. */}
            <Button variant="secondary" onClick={refresh}>
              {t('actions.refresh')}
            </Button>
            <a
              className={buttonStyles({ variant: 'secondary' })}
              href={exportHref('csv', status, search.q)}
              download
            >
              {t('actions.exportCsv')}
            </a>
            <a
              className={buttonStyles({ variant: 'secondary' })}
              href={exportHref('marcxml', status, search.q)}
              download
            >
              {t('actions.exportMarc')}
            </a>
            <Link to="/stocktake" className={buttonStyles({ variant: 'secondary' })}>
              {t('actions.stocktake')}
            </Link>
          </div>
        </div>

        <StatusTabs
          value={status}
          onChange={(next) =>
            onSearch(withoutEmpty({ q: search.q, status: next === 'all' ? undefined : next }))
          }
          idPrefix={idPrefix}
          language={language}
        />

        <div
          role="tabpanel"
          id={statusPanelIds(idPrefix, status).panel}
          aria-labelledby={statusPanelIds(idPrefix, status).tab}
          className={styles.tabPanel}
        >
          <div className={styles.listBar}>
            <p className={styles.count} role="status">
              {showing}
            </p>
            <div className={styles.bulkActions}>
              <Button
                size="sm"
                variant="secondary"
                disabled={withoutQr.length === 0}
                loading={actions.generateQr.isPending && pendingQrIds.length > 1}
                onClick={() => actions.generateQr.mutate({ inventoryIds: withoutQr })}
              >
                {t('actions.generateAllQr')}
              </Button>
              <Button
                size="sm"
                variant="accent"
                disabled={printable.length === 0}
                aria-describedby={`${idPrefix}-labels-hint`}
                onClick={() =>
                  window.open(
                    labelSheetHref(printable.map((copy) => copy.id)),
                    '_blank',
                    'noopener',
                  )
                }
              >
                {t('actions.printLabels')}
              </Button>
              <VisuallyHidden id={`${idPrefix}-labels-hint`}>
                {t('actions.printLabelsHint')}
              </VisuallyHidden>
            </div>
          </div>

          <InventoryList
            copies={shown}
            loading={list.isPending}
            error={list.isError ? list.error : null}
            onRetry={() => void list.refetch()}
            searching={Boolean(search.q?.trim())}
            busy={list.isPlaceholderData}
            language={language}
            rejectingId={actions.reject.isPending ? (actions.reject.variables?.id ?? null) : null}
            generatingIds={pendingQrIds}
            onDetails={setDetails}
            onVerify={setVerifying}
            onReject={setRejecting}
            onGenerateQr={(copy) => actions.generateQr.mutate({ inventoryIds: [copy.id] })}
          />
          {list.data ? (
            <ListPager
              page={page}
              pageSize={INVENTORY_PAGE_SIZE}
              total={list.data.total}
              onPage={(next) =>
                onSearch(withoutEmpty({ ...search, page: next > 1 ? next : undefined }))
              }
              label={t('list.pages')}
            />
          ) : null}
        </div>
      </Card>

      {details ? (
        <CopyDetailsDialog
          id={details.id}
          fallbackTitle={details.title}
          language={language}
          actions={actions}
          onVerify={setVerifying}
          onReject={setRejecting}
          onClose={() => setDetails(null)}
        />
      ) : null}
      {verifying ? (
        <VerifyDialog
          // A fresh form for each copy, never the last one's half-typed corrections.
          key={verifying.id}
          copy={verifying}
          language={language}
          actions={actions}
          onClose={() => setVerifying(null)}
        />
      ) : null}
      {/* Last, so it opens above the copy's details when asked from there. */}
      <RejectConfirmation
        copy={rejecting}
        language={language}
        actions={actions}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
