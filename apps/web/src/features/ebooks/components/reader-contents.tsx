import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../reader/engine';
import { ReaderPanel } from './reader-panel';
import * as styles from './reader-page.css';

/** The book's table of contents in a dialog; choosing an entry jumps there and closes it. */
export function ReaderContents({
  toc,
  lang,
  onChoose,
  onClose,
}: {
  toc: TocEntry[];
  lang: string;
  onChoose: (target: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ebooks-reader', 'ebooks']);
  return (
    <ReaderPanel
      title={t('reader.contents')}
      closeLabel={t('reader.closeContents')}
      onClose={onClose}
    >
      {toc.length === 0 ? (
        <p>{t('reader.noContents')}</p>
      ) : (
        <ul className={styles.tocList} lang={lang}>
          {toc.map((entry, index) => (
            <li key={`${entry.target}-${index}`}>
              <button
                type="button"
                className={styles.tocItem}
                style={{ paddingInlineStart: `${0.75 + entry.depth * 1.25}rem` }}
                data-autofocus={index === 0 ? true : undefined}
                onClick={() => onChoose(entry.target)}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ReaderPanel>
  );
}
