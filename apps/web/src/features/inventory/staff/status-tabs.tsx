import type { Language } from '@app/i18n';
import { TabList, tabIds } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { STATUS_TABS, type StatusTab } from '../copy';

/** Ids of the one list panel, which follows the selected tab. */
export const statusPanelIds = (idPrefix: string, tab: StatusTab) => tabIds(idPrefix, tab);

/**
 * The status filter as the kit's ARIA tab list (arrows/Home/End select as they go: each tab is
 * a cheap, cached query), labelled in the panel's own language.
 */
export function StatusTabs({
  value,
  onChange,
  idPrefix,
  language,
}: {
  value: StatusTab;
  onChange: (tab: StatusTab) => void;
  idPrefix: string;
  language: Language;
}) {
  const { t } = useTranslation('inventory', { lng: language });
  return (
    <TabList
      label={t('tabs.label')}
      items={STATUS_TABS.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
      value={value}
      onChange={onChange}
      idPrefix={idPrefix}
    />
  );
}
