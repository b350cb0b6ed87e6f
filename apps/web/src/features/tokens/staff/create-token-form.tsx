import { Button, Card, CardBody, TextField } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckChoices, useChoices } from '../../../components/check-choices';
import { trpc } from '../../../lib/trpc';
import { scopeKey, type TokenScope } from '../scopes';
import * as styles from '../../../components/staff-section.css';

export interface MadeToken {
  id: string;
  token: string;
  name: string;
}

/**
 * Makes a token: a name, the scopes the caller's role may give (the server says which), and
 * days until it expires. The secret goes to `onMade`, which shows it once.
 */
export function CreateTokenForm({
  onMade,
  onError,
}: {
  onMade: (token: MadeToken) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('tokens');
  const headingId = useId();
  const offered = trpc.tokens.scopes.useQuery();
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [noScope, setNoScope] = useState(false);
  const { chosen, toggle, clear } = useChoices<TokenScope>(() => setNoScope(false));
  const create = trpc.tokens.create.useMutation({
    onSuccess: (made) => {
      setName('');
      clear();
      onMade(made);
    },
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setNoScope(true);
      return;
    }
    create.mutate({ name, scopes: [...chosen], expiresInDays: Number(days) });
  };
  return (
    <Card>
      <CardBody>
        <h2 id={headingId} className={styles.heading}>
          {t('create.title')}
        </h2>
        <form className={styles.form} aria-labelledby={headingId} onSubmit={submit}>
          <TextField
            label={t('create.name')}
            hint={t('create.nameHint')}
            required
            maxLength={80}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <CheckChoices
            legend={t('create.scopes')}
            name="scope"
            options={offered.data ?? []}
            chosen={chosen}
            label={(scope) => t(scopeKey(scope) as 'scope.reports')}
            describedBy={noScope ? `${headingId}-none` : undefined}
            onToggle={toggle}
          />
          {noScope ? (
            <p id={`${headingId}-none`} role="alert">
              {t('create.noScope')}
            </p>
          ) : null}
          <TextField
            label={t('create.expiry')}
            hint={t('create.expiryHint')}
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={366}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
          <div>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
