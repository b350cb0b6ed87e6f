import {
  Button,
  buttonStyles,
  Card,
  CardBody,
  EmptyText,
  ErrorState,
  LoadingState,
  panelSection,
  SelectField,
  Table,
  TextField,
} from '@app/ui';
import type { Language } from '@app/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDateTime } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './audit-panel.css';

const PAGE = 25;

interface Filters {
  actor: string;
  kind: string;
  from: string;
  to: string;
}

/** A field's value as a person reads it (nothing for none; long text cut short). */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * The audit trail (super admins): who changed what and when, filtered by person, kind and
 * days, a page at a time, and exported as CSV with the same filters.
 */
export function AuditPanel({ language }: { language: Language }) {
  const { t } = useTranslation('audit');
  const [filters, setFilters] = useState<Filters>({ actor: '', kind: '', from: '', to: '' });
  const [offset, setOffset] = useState(0);
  const staff = trpc.staff.list.useQuery({ limit: 100 });
  const kinds = trpc.audit.kinds.useQuery();
  const query = {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const page = trpc.audit.list.useQuery({ ...query, limit: PAGE, offset });
  const set = (name: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setOffset(0);
  };
  const exportHref = `/api/audit/export?${new URLSearchParams({ ...query, format: 'csv' })}`;

  return (
    <div className={panelSection.section}>
      <Card>
        <CardBody>
          <h2 className={panelSection.heading}>{t('title')}</h2>
          <p className={styles.muted}>{t('intro')}</p>
          <div className={styles.filters}>
            <SelectField
              label={t('filters.person')}
              value={filters.actor}
              onChange={(e) => set('actor')(e.target.value)}
            >
              <option value="">{t('filters.everyone')}</option>
              {staff.data?.items.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.displayName ?? person.email}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.kind')}
              value={filters.kind}
              onChange={(e) => set('kind')(e.target.value)}
            >
              <option value="">{t('filters.allKinds')}</option>
              {kinds.data?.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('filters.from')}
              type="date"
              value={filters.from}
              onChange={(e) => set('from')(e.target.value)}
            />
            <TextField
              label={t('filters.to')}
              type="date"
              value={filters.to}
              onChange={(e) => set('to')(e.target.value)}
            />
            <a className={buttonStyles({ variant: 'secondary' })} href={exportHref} download>
              {t('export')}
            </a>
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          {page.isPending ? (
            <LoadingState>{t('loading')}</LoadingState>
          ) : page.isError ? (
            <ErrorState>{serverMessage(page.error, t)}</ErrorState>
          ) : page.data.items.length === 0 ? (
            <EmptyText>{t('empty')}</EmptyText>
          ) : (
            <>
              <Table>
                <thead>
                  <tr>
                    {(['when', 'who', 'what', 'changes'] as const).map((column) => (
                      <th key={column} scope="col">
                        {t(`columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {page.data.items.map((entry) => (
                    <tr key={entry.id} className={styles.entry}>
                      <td>
                        <time dateTime={new Date(entry.at).toISOString()}>
                          {libraryDateTime(entry.at, language)}
                        </time>
                      </td>
                      <td>
                        {entry.actorEmail ?? t('system')}
                        {/* A change made with an API token: the token's name, as its owner gave it. */}
                        {entry.actorToken ? (
                          <>
                            <br />
                            <span className={styles.muted} translate="no">
                              {entry.actorToken}
                            </span>
                          </>
                        ) : null}
                      </td>
                      {/* The record as kept: its codes and values are data, not our words. */}
                      <td translate="no">
                        {entry.kind}
                        <br />
                        <span className={styles.muted}>
                          {entry.entity} {entry.entityId ?? ''}
                        </span>
                      </td>
                      <td>
                        <ul className={styles.changes} translate="no">
                          {Object.entries(entry.changes).map(([field, [before, after]]) => (
                            <li key={field}>
                              {field}: {shown(before)} → {shown(after)}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <div className={styles.pager}>
                <span>
                  {t('pager.showing', {
                    from: offset + 1,
                    to: offset + page.data.items.length,
                    total: page.data.total,
                  })}
                </span>
                <span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - PAGE))}
                  >
                    {t('pager.previous')}
                  </Button>{' '}
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={offset + PAGE >= page.data.total}
                    onClick={() => setOffset(offset + PAGE)}
                  >
                    {t('pager.next')}
                  </Button>
                </span>
              </div>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
