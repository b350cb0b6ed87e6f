import { Button, Card, CardBody, TextField } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [chosen, setChosen] = useState<ReadonlySet<TokenScope>>(new Set());
  const [noScope, setNoScope] = useState(false);
  const create = trpc.tokens.create.useMutation({
    onSuccess: (made) => {
      setName('');
      setChosen(new Set());
      onMade(made);
    },
    onError,
  });
  const toggle = (scope: TokenScope, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    setChosen(next);
    setNoScope(false);
  };
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
          <fieldset
            className={styles.checkGroup}
            aria-describedby={noScope ? `${headingId}-none` : undefined}
          >
            <legend>{t('create.scopes')}</legend>
            {(offered.data ?? []).map((scope) => (
              <label key={scope} className={styles.checkLabel}>
                <input
                  type="checkbox"
                  className={styles.check}
                  name="scope"
                  value={scope}
                  checked={chosen.has(scope)}
                  onChange={(e) => toggle(scope, e.target.checked)}
                />
                <span>
                  {t(scopeKey(scope) as 'scope.reports')}
                  <br />
                  <code className={styles.muted} translate="no">
                    {scope}
                  </code>
                </span>
              </label>
            ))}
          </fieldset>
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
