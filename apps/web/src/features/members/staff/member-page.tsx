import { Badge, Button, buttonStyles, Card, CardBody, ErrorState, LoadingState } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName, useBranchName } from '../../../lib/branch-names';
import { trpc } from '../../../lib/trpc';
import { cardSheetHref } from '../member';
import { MemberDialog } from './member-dialog';
import { MemberStatusButton } from './member-status-button';
import * as styles from './member-page.css';
import { PasswordLinkDialog } from './password-link-dialog';

export interface MemberPageProps {
  id: number;
  /** The member's loans and history (the loans feature's; the route hands them in). */
  loans: ReactNode;
}

/** One member: who they are, what staff may do (edit, suspend, card, sign-in), their loans. */
export function MemberPage({ id, loans }: MemberPageProps) {
  const { t, i18n } = useTranslation(['members-staff', 'staff']);
  const localBranch = useBranchName();
  const member = trpc.members.byId.useQuery({ id });
  const categories = trpc.members.categories.useQuery();
  const [editing, setEditing] = useState(false);
  const [linking, setLinking] = useState(false);

  if (member.isPending) return <LoadingState>{t('page.loading')}</LoadingState>;
  if (member.isError) {
    return (
      <ErrorState onRetry={() => void member.refetch()} retryLabel={t('staff:actions.retry')}>
        {t('page.failed')}
      </ErrorState>
    );
  }
  const m = member.data;
  const category = categories.data?.find((c) => c.id === m.categoryId);
  const active = m.status === 'active';
  return (
    <div className={styles.page}>
      <Card>
        <CardBody className={styles.head}>
          <div>
            <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
            <h2 className={styles.name} data-testid="member-name">
              {m.fullName}
            </h2>
            <p className={styles.number} data-testid="member-number">
              {m.memberNumber}
            </p>
          </div>
          <Badge tone={active ? 'success' : 'warning'}>{t(`status.${m.status}`)}</Badge>
        </CardBody>
        <CardBody>
          <dl className={styles.facts}>
            <dt>{t('dialog.phone')}</dt>
            <dd>{m.phone ?? t('page.none')}</dd>
            <dt>{t('dialog.email')}</dt>
            <dd>{m.email ?? t('page.none')}</dd>
            <dt>{t('dialog.branch')}</dt>
            <dd>{localBranch(m.branchName)}</dd>
            <dt>{t('dialog.category')}</dt>
            <dd data-testid="member-category">
              {category ? branchName(category, i18n.language) : m.categoryId}
            </dd>
            <dt>{t('page.signIn')}</dt>
            <dd>{m.hasAccount ? t('page.hasAccount') : t('page.noAccount')}</dd>
          </dl>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('staff:actions.edit')}
            </Button>
            <a
              className={buttonStyles({ variant: 'secondary' })}
              href={cardSheetHref([m.id])}
              target="_blank"
              rel="noopener"
              data-testid="print-card"
            >
              {t('page.printCard')}
            </a>
            <Button
              variant="secondary"
              onClick={() => setLinking(true)}
              disabled={!m.email}
              aria-describedby={m.email ? undefined : 'member-needs-email'}
            >
              {m.hasAccount ? t('page.newLink') : t('page.giveSignIn')}
            </Button>
            <MemberStatusButton member={m} />
            <Link to="/desk" className={buttonStyles({ variant: 'primary' })}>
              {t('page.toDesk')}
            </Link>
          </div>
          {m.email ? null : (
            <p id="member-needs-email" className={styles.note}>
              {t('page.needsEmail')}
            </p>
          )}
        </CardBody>
      </Card>
      {loans}
      {editing ? <MemberDialog member={m} onClose={() => setEditing(false)} /> : null}
      {linking ? <PasswordLinkDialog member={m} onClose={() => setLinking(false)} /> : null}
    </div>
  );
}
