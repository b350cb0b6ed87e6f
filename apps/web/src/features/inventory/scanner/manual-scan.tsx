import { Button, TextField } from '@app/ui';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './manual-scan.css';

export interface ManualScanProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  busy: boolean;
}

/**
 * Typing an ISBN, or a USB barcode reader typing it followed by Enter. The field opens the
 * phone's number pad; older ISBN-10s can end in X, which that pad lacks, so phones get an X key.
 */
export function ManualScan({ value, onChange, onSubmit, busy }: ManualScanProps) {
  const { t } = useTranslation('inventory');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        label={t('scanner.manual.label')}
        hint={t('scanner.manual.hint')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={64}
        placeholder="978-955-…"
        className={styles.field}
        data-testid="manual-isbn"
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          className={styles.xKey}
          aria-label={t('scanner.manual.addX')}
          disabled={busy}
          // Keeps focus (and the phone's keyboard) in the field while tapping X.
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => {
            onChange(`${value}X`);
            input.current?.focus();
          }}
        >
          X
        </Button>
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={value === '' || busy}
          loading={busy}
          data-testid="manual-submit"
        >
          {busy ? t('scanner.manual.processing') : t('scanner.manual.submit')}
        </Button>
      </div>
    </form>
  );
}
