import { buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptLanguage } from '../../../lib/script';
import * as styles from './account-frame.css';

/** The account page's frame: who is signed in, then their sections; a dead session says so. */
export function AccountFrame({
  name,
  title,
  signedOut,
  children,
}: {
  name: string | null;
  title: string;
  signedOut: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('members');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {signedOut ? (
        <div className={styles.section}>
          <p>{t('account.signedOut')}</p>
          <Link to="/login" className={buttonStyles({ variant: 'primary' })}>
            {t('account.signIn')}
          </Link>
        </div>
      ) : (
        <>
          {name ? (
            <p className={styles.welcome}>
              {t('account.welcome')} <span lang={scriptLanguage(name)}>{name}</span>
            </p>
          ) : null}
          <div className={styles.section}>{children}</div>
        </>
      )}
    </div>
  );
}
