import type { Language } from '@app/i18n';
import { useTranslation } from 'react-i18next';
import type { InventoryStatus } from '../copy';
import * as styles from './status-badge.css';

/** A copy's status in words, with a colour and a mark shape that also tell it apart. */
export function StatusBadge({ status, language }: { status: InventoryStatus; language: Language }) {
  const { t } = useTranslation('inventory', { lng: language });
  return (
    <span className={styles.badge[status]}>
      <span className={styles.mark[status]} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
