import {
  Badge,
  Button,
  buttonStyles,
  InputField,
  panelSection,
  SelectField,
  Table,
  VisuallyHidden,
} from '@app/ui';
import type { Language } from '@app/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import { IssueEditor } from './issue-editor';
import * as styles from './newsletter-tab.css';
import { useIssueActions, type NewsletterIssue } from './use-newsletter-staff';

const PAGE_SIZE = 25;
const STATUSES = ['all', 'confirmed', 'pending', 'unsubscribed'] as const;
type Status = (typeof STATUSES)[number];

const stateOf = (s: { confirmedAt: Date | null; unsubscribedAt: Date | null }) =>
  s.unsubscribedAt ? 'unsubscribed' : s.confirmedAt ? 'confirmed' : 'pending';

/**
 * The dashboard's newsletter tab: whether mail can go out, the subscribers (paged, searchable,
 * exportable as CSV), and the issues with their sending progress.
 */
export function NewsletterTab() {
  const { t, i18n } = useTranslation('newsletter-staff');
  const status = trpc.newsletter.status.useQuery();
  const [filter, setFilter] = useState<{ status: Status; q: string; offset: number }>({
    status: 'all',
    q: '',
    offset: 0,
  });
  const subscribers = trpc.newsletter.subscribers.useQuery({
    status: filter.status,
    q: filter.q.trim() || undefined,
    limit: PAGE_SIZE,
    offset: filter.offset,
  });
  const issues = trpc.newsletter.issues.useQuery(undefined, {
    // While an issue is going out, its progress is read again every two seconds.
    refetchInterval: (query) =>
      query.state.data?.items.some((issue) => issue.status === 'sending') ? 2000 : false,
  });
  const [editing, setEditing] = useState<NewsletterIssue | null | 'new'>(null);
  const { sendWaiting } = useIssueActions();
  const page = subscribers.data;
  const exportUrl = `/api/newsletter/subscribers/export?${new URLSearchParams({
    status: filter.status,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
  })}`;
  // The day on the library's calendar, as every staff screen counts days.
  const date = (value: Date) => libraryDay(value, i18n.language as Language);

  return (
    <div className={panelSection.section}>
      {status.data ? (
        <>
          <p
            className={status.data.mailConfigured ? styles.notice : styles.warning}
            role="status"
            data-testid="mail-status"
          >
            {status.data.mailConfigured
              ? t('mail.configured', { from: status.data.mailFrom })
              : `${t('mail.notConfigured')} ${t('mail.howToTurnOn')}`}
          </p>
          {status.data.unsentConfirmations > 0 ? (
            <p className={styles.notice}>
              {t('mail.unsent', { count: status.data.unsentConfirmations })}{' '}
              {status.data.mailConfigured ? (
                <Button
                  size="sm"
                  loading={sendWaiting.isPending}
                  onClick={() => sendWaiting.mutate()}
                >
                  {t('mail.sendUnsent')}
                </Button>
              ) : null}
            </p>
          ) : null}
          <dl className={styles.counts}>
            {(['confirmed', 'pending', 'unsubscribed'] as const).map((key) => (
              <div key={key} className={styles.count}>
                <dt>{t(`counts.${key}`)}</dt>
                <dd className={styles.countValue} data-testid={`count-${key}`}>
                  {status.data[key]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}

      <section className={panelSection.section} aria-labelledby="newsletter-issues">
        <div className={panelSection.bar}>
          <h2 id="newsletter-issues" className={panelSection.heading}>
            {t('issues.title')}
          </h2>
          <div className={panelSection.tools}>
            <Button onClick={() => setEditing('new')}>{t('issues.new')}</Button>
          </div>
        </div>
        {issues.data?.items.length === 0 ? (
          <p>{t('issues.empty')}</p>
        ) : (
          <Table data-testid="newsletter-issues">
            <thead>
              <tr>
                <th scope="col">{t('issues.subject')}</th>
                <th scope="col">{t('issues.languages')}</th>
                <th scope="col">{t('issues.status')}</th>
                <th scope="col">{t('issues.progress')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('issues.open')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {issues.data?.items.map((issue) => {
                const languages = (['en', 'ta', 'si'] as const).filter((l) => issue.content[l]);
                const first = issue.content[languages[0] ?? 'en'];
                return (
                  <tr key={issue.id}>
                    <td lang={languages[0]}>{first?.subject}</td>
                    <td>{languages.map((l) => t(`languages.${l}`)).join(', ')}</td>
                    <td>
                      <Badge
                        tone={
                          issue.status === 'sent'
                            ? 'success'
                            : issue.status === 'sending'
                              ? 'warning'
                              : 'neutral'
                        }
                      >
                        {t(`issues.${issue.status}`)}
                      </Badge>
                    </td>
                    <td data-testid="issue-progress">
                      {issue.status === 'draft'
                        ? '—'
                        : t('issues.sentOf', {
                            sent: issue.sentCount,
                            total: issue.recipientsTotal,
                          })}
                      {issue.failedCount > 0
                        ? ` · ${t('issues.failed', { count: issue.failedCount })}`
                        : ''}
                    </td>
                    <td>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(issue)}>
                        {t('issues.open')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </section>

      <section className={panelSection.section} aria-labelledby="newsletter-subscribers">
        <div className={panelSection.bar}>
          <h2 id="newsletter-subscribers" className={panelSection.heading}>
            {t('subscribers.title')}
          </h2>
          <div className={panelSection.tools}>
            <a
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              href={exportUrl}
              download
            >
              {t('subscribers.export')}
            </a>
          </div>
        </div>
        <div className={styles.filters}>
          <InputField
            label={t('subscribers.search')}
            type="search"
            value={filter.q}
            onChange={(event) => setFilter({ ...filter, q: event.target.value, offset: 0 })}
          />
          <SelectField
            label={t('subscribers.status')}
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as Status, offset: 0 })
            }
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`subscribers.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {page && page.items.length === 0 ? (
          <p>{t('subscribers.empty')}</p>
        ) : (
          <Table data-testid="newsletter-subscribers">
            <thead>
              <tr>
                <th scope="col">{t('subscribers.email')}</th>
                <th scope="col">{t('subscribers.language')}</th>
                <th scope="col">{t('subscribers.signedUp')}</th>
                <th scope="col">{t('subscribers.state')}</th>
              </tr>
            </thead>
            <tbody>
              {page?.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td>{subscriber.email}</td>
                  <td>{t(`languages.${subscriber.language}`)}</td>
                  <td>{date(subscriber.subscribedAt)}</td>
                  <td>{t(`subscribers.${stateOf(subscriber)}`)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {page && page.total > 0 ? (
          <div className={styles.pager}>
            <span>
              {t('subscribers.range', {
                from: page.offset + 1,
                to: page.offset + page.items.length,
                total: page.total,
              })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page.offset === 0}
              onClick={() => setFilter({ ...filter, offset: Math.max(0, page.offset - PAGE_SIZE) })}
            >
              {t('subscribers.previous')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={page.offset + page.items.length >= page.total}
              onClick={() => setFilter({ ...filter, offset: page.offset + PAGE_SIZE })}
            >
              {t('subscribers.next')}
            </Button>
          </div>
        ) : null}
      </section>

      {editing !== null ? (
        <IssueEditor
          issue={editing === 'new' ? null : editing}
          confirmedCount={status.data?.confirmed ?? 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
