import type { Language } from '@app/i18n';
import {
  Badge,
  Button,
  Card,
  CardBody,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  useToast,
} from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { serverMessage } from '../../../lib/errors';
import { formatRupees } from '../../../lib/money';
import { trpc } from '../../../lib/trpc';
import { CategoryDialog, type Category } from './category-dialog';
import * as styles from './categories.css';
import * as loanStyles from './loans.css';

type Editing = { category?: Category } | null;

/**
 * The member categories beside the library's rules: each category's own rules, or the
 * library's where it has none. Every librarian sees them; super admins add, change and delete
 * them (a category with members in it stays, and the server says why).
 */
export function MemberCategories({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation(['loans-staff', 'staff']);
  const language = i18n.language as Language;
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const categories = trpc.members.categories.useQuery();
  const settings = trpc.loans.settings.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = trpc.members.deleteCategory.useMutation({
    onSuccess: () => {
      toast({ title: t('categories.deleted') });
      void utils.members.categories.invalidate();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('categories.deleteFailed'),
        description: serverMessage(error, t) ?? t('staff:errorFallback'),
      }),
    onSettled: () => setDeleting(null),
  });
  const days = (count: number) => t('categories.days', { count });
  const rupees = (amount: number) =>
    amount > 0 ? formatRupees(amount, language) : t('categories.noFine');
  /** A rule as the category has it, or the library's in words. */
  const shown = (own: number | null, library: number | undefined, words: (n: number) => string) =>
    own !== null
      ? words(own)
      : library === undefined
        ? '…'
        : t('categories.library', { value: words(library) });
  return (
    <Card>
      <CardBody>
        <div className={loanStyles.memberLoansBar}>
          <h3 className={loanStyles.subheading}>{t('categories.title')}</h3>
          {editable ? <Button onClick={() => setEditing({})}>{t('categories.add')}</Button> : null}
        </div>
        <p className={loanStyles.count}>{t('categories.intro')}</p>
        {categories.isPending ? (
          <LoadingState>{t('categories.loading')}</LoadingState>
        ) : categories.isError ? (
          <ErrorState
            onRetry={() => void categories.refetch()}
            retryLabel={t('staff:actions.retry')}
          >
            {t('categories.failed')}
          </ErrorState>
        ) : (
          <ul className={styles.list} data-testid="member-categories">
            {categories.data.map((category) => {
              const name = branchName(category, language);
              const library = settings.data;
              return (
                <li key={category.id} className={styles.category} data-testid="member-category">
                  <div className={styles.head}>
                    <h4 className={styles.name}>
                      {name}{' '}
                      <span className={styles.code} translate="no">
                        {category.id}
                      </span>
                    </h4>
                    <Badge tone="neutral">
                      {t('categories.members', { count: category.members })}
                    </Badge>
                  </div>
                  <dl className={styles.rules}>
                    {[
                      [
                        'loanPeriodDays',
                        shown(category.loanPeriodDays, library?.loanPeriodDays, days),
                      ],
                      [
                        'maxLoans',
                        category.maxLoans === null
                          ? t('categories.noLimit')
                          : String(category.maxLoans),
                      ],
                      ['maxRenewals', shown(category.maxRenewals, library?.maxRenewals, String)],
                      ['maxHolds', shown(category.maxHolds, library?.maxHolds, String)],
                      ['finePerDay', shown(category.finePerDay, library?.finePerDay, rupees)],
                    ].map(([key, value]) => (
                      <div key={key} className={styles.rule}>
                        <dt>{t(`categories.rules.${key}`)}</dt>
                        <dd data-rule={key}>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  {editable ? (
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('categories.editLabel', { name })}
                        onClick={() => setEditing({ category })}
                      >
                        {t('staff:actions.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('categories.deleteLabel', { name })}
                        onClick={() => setDeleting(category)}
                      >
                        {t('staff:actions.delete')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
      {editing ? (
        <CategoryDialog
          category={editing.category}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            toast({ title: t('categories.saved', { name: branchName(saved, language) }) });
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          eyebrow={t('staff:confirm.eyebrow')}
          title={t('categories.deleteTitle', { name: branchName(deleting, language) })}
          message={t('categories.deleteMessage')}
          confirmLabel={t('staff:confirm.delete')}
          cancelLabel={t('staff:actions.cancel')}
          closeLabel={t('staff:actions.close')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Card>
  );
}
