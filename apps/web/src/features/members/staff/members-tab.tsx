import {
  Badge,
  Button,
  Card,
  CardBody,
  EmptyText,
  ErrorState,
  InputField,
  LoadingState,
  panelSection as section,
  Table,
  VisuallyHidden,
} from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchName } from '../../../lib/branch-names';
import { trpc } from '../../../lib/trpc';
import { cardSheetHref, type MemberRecord } from '../member';
import * as styles from './members.css';
import { MemberStatusButton } from './member-status-button';

const PAGE = 50;

export interface MembersTabProps {
  onRegister: () => void;
  onEdit: (member: MemberRecord) => void;
}

/**
 * The dashboard's members tab: find anyone by name (any script), number, phone or e-mail;
 * register, edit, suspend and re-activate; tick members to print their cards.
 */
export function MembersTab({ onRegister, onEdit }: MembersTabProps) {
  const { t } = useTranslation(['members-staff', 'staff']);
  const localBranch = useBranchName();
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const q = useDeferredValue(query.trim());
  const members = trpc.members.list.useQuery({ q: q || undefined, limit: PAGE, offset });
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('tab.title')}</h2>
        <div className={section.tools}>
          <InputField
            type="search"
            className={styles.search}
            label={t('tab.search')}
            placeholder={t('tab.searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOffset(0);
            }}
            autoComplete="off"
          />
          <Button
            variant="secondary"
            disabled={chosen.size === 0}
            onClick={() => window.open(cardSheetHref([...chosen]), '_blank', 'noopener')}
          >
            {t('tab.printCards', { count: chosen.size })}
          </Button>
          <Button onClick={onRegister}>{t('tab.register')}</Button>
        </div>
      </div>
      <Card>
        <CardBody>
          {members.isPending ? (
            <LoadingState>{t('tab.loading')}</LoadingState>
          ) : members.isError ? (
            <ErrorState
              onRetry={() => void members.refetch()}
              retryLabel={t('staff:actions.retry')}
            >
              {t('tab.failed')}
            </ErrorState>
          ) : members.data.total === 0 ? (
            <EmptyText>{q ? t('tab.noMatch', { query: q }) : t('tab.empty')}</EmptyText>
          ) : (
            <>
              <p className={styles.count} role="status">
                {t('tab.count', { count: members.data.total })}
              </p>
              <Table className={styles.table} data-testid="member-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <VisuallyHidden>{t('columns.choose')}</VisuallyHidden>
                    </th>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.number')}</th>
                    <th scope="col">{t('columns.contact')}</th>
                    <th scope="col">{t('columns.branch')}</th>
                    <th scope="col">{t('columns.loans')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.items.map((member) => (
                    <tr key={member.id} data-testid="member-row">
                      <td>
                        <input
                          type="checkbox"
                          checked={chosen.has(member.id)}
                          onChange={() => toggle(member.id)}
                          aria-label={t('columns.chooseOne', { name: member.fullName })}
                        />
                      </td>
                      <td>
                        <Link
                          to="/admin/members/$id"
                          params={{ id: String(member.id) }}
                          className={styles.name}
                        >
                          {member.fullName}
                        </Link>
                      </td>
                      <td className={styles.mono}>{member.memberNumber}</td>
                      <td>
                        {member.phone ? <span className={styles.line}>{member.phone}</span> : null}
                        {member.email ? <span className={styles.line}>{member.email}</span> : null}
                      </td>
                      <td>{localBranch(member.branchName)}</td>
                      <td>{member.activeLoans}</td>
                      <td>
                        <Badge tone={member.status === 'active' ? 'success' : 'warning'}>
                          {t(`status.${member.status}`)}
                        </Badge>
                      </td>
                      <td>
                        <div className={styles.actions}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('actions.editLabel', { name: member.fullName })}
                            onClick={() => onEdit(member)}
                          >
                            {t('staff:actions.edit')}
                          </Button>
                          <MemberStatusButton member={member} size="sm" />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {members.data.total > PAGE ? (
                <nav className={styles.pager} aria-label={t('tab.pages')}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - PAGE))}
                  >
                    {t('tab.previous')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={offset + PAGE >= members.data.total}
                    onClick={() => setOffset(offset + PAGE)}
                  >
                    {t('tab.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
