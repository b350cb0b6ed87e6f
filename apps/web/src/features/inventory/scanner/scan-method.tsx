import { Card, CardBody, CardHeader, CardTitle } from '@app/ui';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../lib/storage';
import { CameraIcon, KeyboardIcon, PhotoIcon } from './scanner-icons';
import * as styles from './scan-method.css';

const METHODS = ['camera', 'manual', 'image'] as const;
export type ScanMethodName = (typeof METHODS)[number];

const ICONS = { camera: CameraIcon, manual: KeyboardIcon, image: PhotoIcon } as const;
// A librarian at a desk with a USB barcode reader always wants 'manual'; one on the floor with
// a phone wants 'camera'. Remembering the last choice saves a tap on every visit.
const STORAGE_KEY = 'scanner.method';

function storedMethod(): ScanMethodName {
  const value = storage.get(STORAGE_KEY);
  return METHODS.find((method) => method === value) ?? 'camera';
}

export type ScanMethodProps = Record<ScanMethodName, ReactNode>;

/**
 * The 'Scan Method' card: a tablist (arrow keys, Home, End) over three panels. Only the chosen
 * panel is mounted, so leaving the camera tab unmounts the camera and releases it.
 */
export function ScanMethod(panels: ScanMethodProps) {
  const { t } = useTranslation('inventory');
  const id = useId();
  const [method, setMethod] = useState<ScanMethodName>(storedMethod);
  const tabs = useRef<Partial<Record<ScanMethodName, HTMLButtonElement | null>>>({});

  const choose = (next: ScanMethodName, focus = false) => {
    setMethod(next);
    storage.set(STORAGE_KEY, next);
    if (focus) tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = METHODS.indexOf(method);
    const last = METHODS.length - 1;
    const target: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(METHODS[next]!, true);
  };

  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {t('scanner.method.title')}
        </CardTitle>
      </CardHeader>
      <CardBody className={styles.body}>
        <div
          role="tablist"
          aria-labelledby={`${id}-title`}
          className={styles.tablist}
          onKeyDown={onKeyDown}
        >
          {METHODS.map((name) => {
            const Icon = ICONS[name];
            const selected = name === method;
            return (
              <button
                key={name}
                ref={(element) => {
                  tabs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${name}`}
                aria-selected={selected}
                aria-controls={selected ? `${id}-panel` : undefined}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                data-testid={`scan-tab-${name}`}
                onClick={() => choose(name)}
              >
                <Icon size={22} />
                <span>{t(`scanner.method.${name}`)}</span>
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${method}`}
          className={styles.panel}
        >
          {panels[method]}
        </div>
      </CardBody>
    </Card>
  );
}
