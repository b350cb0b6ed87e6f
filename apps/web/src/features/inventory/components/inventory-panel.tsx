import { matchesInventorySearch } from '@app/api-contract/inventory/fields';
import type { Language } from '@app/i18n';
import { Button, buttonStyles, Card, TextField, VisuallyHidden } from '@app/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useInventoryActions } from '../hooks/use-inventory-actions';
import {
  exportHref,
  labelSheetHref,
  type InventoryListItem,
  type ReviewableItem,
  type StatusTab,
} from '../inventory-item';
import { InventoryList } from './inventory-list';
import * as styles from './inventory-panel.css';
import { InventoryStats } from './inventory-stats';
import { ItemDetailsDialog } from './item-details-dialog';
import { StatusTabs, statusPanelIds } from './status-tabs';
import { VerifyDialog } from './verify-dialog';

/**
 * The dashboard's inventory tab (spec §2): figures, search, status tabs, the scanned
 * copies awaiting review, and the review, QR, label and export actions. Text and dates follow
 * `language`, which the dashboard passes in.
 */
export function InventoryPanel({ language }: { language: Language }) {
  const { t } = useTranslation('inventory', { lng: language });
  const utils = trpc.useUtils();
  const idPrefix = useId();
  const listHeadingId = useId();
  const [status, setStatus] = useState<StatusTab>('all');
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<InventoryListItem | null>(null);
  const [verifying, setVerifying] = useState<ReviewableItem | null>(null);
  const actions = useInventoryActions(language);

  const list = trpc.inventory.list.useQuery(status === 'all' ? {} : { status });
  const all = list.data;
  const shown = useMemo(
    () => (all ?? []).filter((item) => matchesInventorySearch(item, search)),
    [all, search],
  );
  // Rejected copies leave the shelf: no labels for them, and their public page is gone.
  const printable = shown.filter((item) => item.status !== 'ARCHIVED');
  const withoutQr = printable.filter((item) => !item.hasQrCode).map((item) => item.id);

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
            value={search}
            onChange={(event) => setSearch(event.target.value)}
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
              href={exportHref('csv', status, search)}
              download
            >
              {t('actions.exportCsv')}
            </a>
            <a
              className={buttonStyles({ variant: 'secondary' })}
              href={exportHref('marcxml', status, search)}
              download
            >
              {t('actions.exportMarc')}
            </a>
          </div>
        </div>

        <StatusTabs value={status} onChange={setStatus} idPrefix={idPrefix} language={language} />

        <div
          role="tabpanel"
          id={statusPanelIds(idPrefix, status).panel}
          aria-labelledby={statusPanelIds(idPrefix, status).tab}
          className={styles.tabPanel}
        >
          <div className={styles.listBar}>
            <p className={styles.count} role="status">
              {all ? t('search.count', { shown: shown.length, total: all.length }) : null}
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
                    labelSheetHref(printable.map((item) => item.id)),
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
            items={shown}
            loading={list.isPending}
            error={list.isError ? list.error : null}
            onRetry={() => void list.refetch()}
            searching={search.trim() !== ''}
            language={language}
            rejectingId={actions.reject.isPending ? (actions.reject.variables?.id ?? null) : null}
            generatingIds={pendingQrIds}
            onDetails={setDetails}
            onVerify={setVerifying}
            onReject={(item) => actions.reject.mutate({ id: item.id, status: 'ARCHIVED' })}
            onGenerateQr={(item) => actions.generateQr.mutate({ inventoryIds: [item.id] })}
          />
        </div>
      </Card>

      {details ? (
        <ItemDetailsDialog
          id={details.id}
          fallbackTitle={details.title}
          language={language}
          actions={actions}
          onVerify={setVerifying}
          onClose={() => setDetails(null)}
        />
      ) : null}
      {verifying ? (
        <VerifyDialog
          // A fresh form for each copy, never the last one's half-typed corrections.
          key={verifying.id}
          item={verifying}
          language={language}
          actions={actions}
          onClose={() => setVerifying(null)}
        />
      ) : null}
    </div>
  );
}
