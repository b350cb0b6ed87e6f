import { Button, useToast } from '@app/ui';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSelection } from './use-image-selection';
import { CloseIcon } from './scanner-icons';
import * as styles from './image-scan.css';

/** What the cover reader accepts; the server checks again. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ImageScanProps {
  selection: ImageSelection;
  max: number;
  busy: boolean;
  onProcess: (files: File[]) => void;
}

/**
 * Photos of a book with no readable barcode, read by AI. No `capture` attribute: phones then
 * offer both the camera and the gallery, and a photo taken earlier is as good as a new one.
 */
export function ImageScan({ selection, max, busy, onProcess }: ImageScanProps) {
  const { t } = useTranslation('inventory');
  const { toast } = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const { images } = selection;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same photo again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    if (!selection.add(files)) {
      toast({
        variant: 'destructive',
        title: t('scanner.image.tooManyTitle'),
        description: t('scanner.image.tooManyDescription', { max }),
      });
    }
  };

  return (
    <div className={styles.panel}>
      <p id={helpId} className={styles.help}>
        {t('scanner.image.help', { max })}
      </p>
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        onChange={onPick}
        data-testid="image-input"
      />
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        aria-describedby={helpId}
        disabled={busy || images.length >= max}
        onClick={() => picker.current?.click()}
        data-testid="image-choose"
      >
        {images.length > 0 ? t('scanner.image.chooseMore') : t('scanner.image.choose')}
      </Button>
      <p className={styles.count} aria-live="polite">
        {t('scanner.image.count', { selected: images.length, max })}
      </p>
      {images.length > 0 ? (
        <ul className={styles.thumbs} data-testid="image-previews">
          {images.map((image, index) => (
            <li key={image.id} className={styles.thumb}>
              <img
                src={image.url}
                alt={t('scanner.image.photo', { number: index + 1 })}
                className={styles.thumbImage}
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('scanner.image.remove', { number: index + 1 })}
                disabled={busy}
                onClick={() => selection.remove(image.id)}
              >
                <CloseIcon size={20} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        size="lg"
        fullWidth
        disabled={images.length === 0 || busy}
        loading={busy}
        onClick={() => onProcess(images.map((image) => image.file))}
        data-testid="image-process"
      >
        {busy ? t('scanner.image.processing') : t('scanner.image.process')}
      </Button>
    </div>
  );
}
