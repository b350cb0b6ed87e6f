import { Button, Card, CardBody, CheckboxField, SelectField, useToast } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './my-messages.css';

/** Each language's name in its own script, as the language menu writes it. */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'ta', label: 'தமிழ்' },
  { value: 'si', label: 'සිංහල' },
] as const;
type MessageLanguage = (typeof LANGUAGES)[number]['value'];

/**
 * On "My account": the member chooses whether the library e-mails them (a reserved book
 * ready, a reservation ended) and in which language. Without an address nothing is sent, and
 * the card says where to add one.
 */
export function MyMessages() {
  const { t, i18n } = useTranslation(['members', 'errors']);
  const mine = trpc.members.mine.useQuery();
  const member = mine.data?.member;
  if (!member) return null;
  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 className={styles.heading}>{t('messages.title')}</h2>
        {member.email ? (
          <p className={styles.note}>{t('messages.to', { email: member.email })}</p>
        ) : (
          <p className={styles.note}>{t('messages.noEmail')}</p>
        )}
        <PreferencesForm
          key={`${member.messageLanguage}-${member.emailMessages}`}
          saved={{
            messageLanguage: member.messageLanguage ?? (i18n.language as MessageLanguage),
            emailMessages: member.emailMessages,
          }}
        />
      </CardBody>
    </Card>
  );
}

function PreferencesForm({
  saved,
}: {
  saved: { messageLanguage: MessageLanguage; emailMessages: boolean };
}) {
  const { t } = useTranslation(['members', 'errors']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(saved);
  const save = trpc.members.updateMyPreferences.useMutation({
    onSuccess: (next) => {
      utils.members.mine.setData(undefined, next);
      toast({ title: t('messages.saved') });
    },
    onError: (error) => toast({ title: serverMessage(error, t) ?? t('errors:INTERNAL') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <CheckboxField
        label={t('messages.email')}
        checked={values.emailMessages}
        onChange={(event) => setValues((v) => ({ ...v, emailMessages: event.target.checked }))}
      />
      <SelectField
        label={t('messages.language')}
        value={values.messageLanguage}
        onChange={(event) =>
          setValues((v) => ({ ...v, messageLanguage: event.target.value as MessageLanguage }))
        }
      >
        {LANGUAGES.map((language) => (
          <option key={language.value} value={language.value} lang={language.value}>
            {language.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('messages.save')}
      </Button>
    </form>
  );
}
