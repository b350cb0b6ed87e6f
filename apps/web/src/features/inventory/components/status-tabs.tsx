import type { Language } from '@app/i18n';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_TABS, type StatusTab } from '../inventory-item';
import * as styles from './status-tabs.css';

export const tabId = (prefix: string, tab: StatusTab) => `${prefix}-tab-${tab}`;
export const tabPanelId = (prefix: string) => `${prefix}-panel`;

/**
 * The status filter as an ARIA tab list: one Tab stop, arrows/Home/End move between tabs and
 * select as they go (each tab is a cheap, cached query).
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
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = STATUS_TABS.length;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(STATUS_TABS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('tabs.label')} className={styles.tablist}>
      {STATUS_TABS.map((tab, index) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
