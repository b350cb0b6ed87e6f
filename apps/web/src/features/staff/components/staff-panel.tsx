import { Button, Card, CardBody, ConfirmDialog, TextField, useToast } from '@app/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/list-pager';
import { serverMessage } from '../../../lib/errors';
import { offsetOf } from '../../../lib/search-params';
import { trpc } from '../../../lib/trpc';
import * as styles from './staff-panel.css';

/** Staff accounts a page of the table shows. */
export const STAFF_PAGE_SIZE = 25;

export interface StaffPanelProps {
  /** The page, from the address. */
  search: { page?: number };
  onSearch: (next: { page?: number }) => void;
}

/**
 * Super admins manage staff accounts, a page at a time: list, add a librarian, deactivate,
 * reset a password.
 */
export function StaffPanel({ search, onSearch }: StaffPanelProps) {
  const { t } = useTranslation('staff');
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const page = search.page ?? 1;
  const staff = trpc.staff.list.useQuery(
    { limit: STAFF_PAGE_SIZE, offset: offsetOf(page, STAFF_PAGE_SIZE) },
    { placeholderData: keepPreviousData },
  );
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('accounts.failed'),
      description: serverMessage(error, t) ?? '',
    });
  const refresh = () => utils.staff.list.invalidate();

  // Deactivating locks someone out at once, so it asks first; reactivating does not.
  const [deactivating, setDeactivating] = useState<{ id: string; name: string } | null>(null);
  const setActive = trpc.staff.setActive.useMutation({
    onSuccess: (user) => {
      toast({ title: user.isActive ? t('accounts.reactivated') : t('accounts.deactivated') });
      void refresh();
    },
    onError,
  });

  return (
    <div className={styles.panel}>
      <CreateStaffForm onError={onError} onCreated={() => void refresh()} />
      <Card>
        <CardBody>
          <h2 className={styles.heading}>{t('accounts.title')}</h2>
          {staff.isPending ? (
            <p role="status">{t('accounts.loading')}</p>
          ) : staff.isError ? (
            <p role="alert">{serverMessage(staff.error, t)}</p>
          ) : staff.data.items.length === 0 ? (
            <p>{t('accounts.empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {(['name', 'email', 'role', 'status', 'actions'] as const).map((column) => (
                      <th key={column} className={styles.cell} scope="col">
                        {t(`accounts.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {staff.data.items.map((person) => (
                    <tr key={person.id} className={person.isActive ? undefined : styles.inactive}>
                      <td className={styles.cell}>{person.displayName}</td>
                      <td className={styles.cell}>{person.email}</td>
                      <td className={styles.cell}>{t(`roles.${person.role}`)}</td>
                      <td className={styles.cell}>
                        {person.isActive ? t('accounts.active') : t('accounts.inactive')}
                      </td>
                      <td className={styles.cell}>
                        <div className={styles.rowActions}>
                          <Button
                            size="sm"
                            variant={person.isActive ? 'destructive' : 'secondary'}
                            loading={setActive.isPending && setActive.variables?.id === person.id}
                            onClick={() =>
                              person.isActive
                                ? setDeactivating({
                                    id: person.id,
                                    name: person.displayName ?? person.email,
                                  })
                                : setActive.mutate({ id: person.id, isActive: true })
                            }
                          >
                            {person.isActive ? t('accounts.deactivate') : t('accounts.reactivate')}
                          </Button>
                          <ResetPassword
                            userId={person.id}
                            name={person.displayName ?? person.email}
                            onError={onError}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {staff.data ? (
            <ListPager
              page={page}
              pageSize={STAFF_PAGE_SIZE}
              total={staff.data.total}
              onPage={(next) => onSearch(next > 1 ? { page: next } : {})}
              label={t('accounts.pages')}
            />
          ) : null}
        </CardBody>
      </Card>
      <DeactivateConfirmation
        person={deactivating}
        setActive={setActive}
        onClose={() => setDeactivating(null)}
      />
    </div>
  );
}

/** Asks before a staff account is deactivated: they are signed out and cannot sign in. */
function DeactivateConfirmation({
  person,
  setActive,
  onClose,
}: {
  person: { id: string; name: string } | null;
  setActive: {
    isPending: boolean;
    mutate(input: { id: string; isActive: boolean }, options: { onSettled: () => void }): void;
  };
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  if (!person) return null;
  return (
    <ConfirmDialog
      eyebrow={t('confirm.eyebrow')}
      title={t('accounts.deactivateTitle', { name: person.name })}
      message={t('accounts.deactivateMessage', { name: person.name })}
      confirmLabel={t('accounts.deactivate')}
      cancelLabel={t('accounts.cancel')}
      closeLabel={t('actions.close')}
      pending={setActive.isPending}
      onClose={onClose}
      onConfirm={() => setActive.mutate({ id: person.id, isActive: false }, { onSettled: onClose })}
    />
  );
}

function CreateStaffForm({
  onError,
  onCreated,
}: {
  onError: (e: unknown) => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('staff');
  const { toast } = useToast();
  const [form, setForm] = useState({ displayName: '', email: '', password: '' });
  const create = trpc.staff.create.useMutation({
    onSuccess: (user) => {
      toast({
        title: t('accounts.create.done'),
        description: t('accounts.create.doneDescription', { email: user.email }),
      });
      setForm({ displayName: '', email: '', password: '' });
      onCreated();
    },
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...form, role: 'librarian' });
  };
  const bind = (name: keyof typeof form) => ({
    required: true,
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return (
    <Card>
      <CardBody>
        <h2 className={styles.heading}>{t('accounts.create.title')}</h2>
        <form className={styles.form} onSubmit={submit}>
          <TextField label={t('accounts.name')} autoComplete="off" {...bind('displayName')} />
          <TextField
            label={t('accounts.email')}
            type="email"
            autoComplete="off"
            {...bind('email')}
          />
          <TextField
            label={t('accounts.newPassword')}
            hint={t('accounts.passwordHint')}
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            {...bind('password')}
          />
          <Button type="submit" loading={create.isPending}>
            {t('accounts.create.submit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

function ResetPassword({
  userId,
  name,
  onError,
}: {
  userId: string;
  name: string;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation('staff');
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const reset = trpc.staff.resetPassword.useMutation({
    onSuccess: () => {
      toast({
        title: t('accounts.passwordReset'),
        description: t('accounts.passwordResetDescription'),
      });
      setOpen(false);
      setPassword('');
    },
    onError,
  });
  if (!open) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('accounts.resetPassword')}
      </Button>
    );
  }
  return (
    <form
      className={styles.rowActions}
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate({ id: userId, password });
      }}
    >
      <TextField
        label={`${t('accounts.newPassword')} · ${name}`}
        type="password"
        required
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button size="sm" type="submit" loading={reset.isPending}>
        {t('accounts.save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        {t('accounts.cancel')}
      </Button>
    </form>
  );
}
