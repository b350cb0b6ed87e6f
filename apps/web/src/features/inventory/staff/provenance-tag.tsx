import type { Language } from '@app/i18n';
import { VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { Provenance } from '../copy';
import * as styles from './provenance-tag.css';

/** Where a field's value came from: the catalogue, the AI, OCR, a reviewer, or a default. */
export function ProvenanceTag({
  provenance,
  language,
}: {
  provenance: Provenance | undefined;
  language: Language;
}) {
  const { t } = useTranslation('inventory', { lng: language });
  if (!provenance) return null;
  return (
    <span className={styles.tag[provenance]} title={t(`provenance.hint.${provenance}`)}>
      <VisuallyHidden>{t('provenance.label')} </VisuallyHidden>
      {t(`provenance.${provenance}`)}
    </span>
  );
}
