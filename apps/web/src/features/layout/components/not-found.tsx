import { buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as styles from './not-found.css';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.hint')}</p>
      <Link to="/" className={buttonStyles({ variant: 'primary' })}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
