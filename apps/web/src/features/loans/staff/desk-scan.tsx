import { Button, Card, CardBody } from '@app/ui';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraReader, type CameraCode } from '../../../components/camera-reader';
import * as styles from './desk-page.css';
import type { DeskMember } from './use-desk-log';

/** Html5Qrcode finds its element by id; one camera per page. */
const DESK_CAMERA_ID = 'desk-camera-reader';
/** Member cards and copy labels carry QR codes; a label's SKU may also be a Code 128 barcode. */
const DESK_CODES: readonly CameraCode[] = ['QR_CODE', 'CODE_128'];

function QrIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <path
        d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM14 20h2M20 14v2"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * The desk's one field, where every scan lands (a scanner gun types into it), and the phone's
 * camera reading cards and labels into the same place. The hint says what the next copy
 * scanned will do: lend to the member at the desk, or take the book back.
 */
export function DeskScan({
  member,
  offlineMemberNumber,
  input,
  onScan,
}: {
  member: DeskMember | null;
  offlineMemberNumber: string | null;
  input: RefObject<HTMLInputElement | null>;
  onScan: (text: string) => void;
}) {
  const { t } = useTranslation('loans-staff');
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = text;
    setText('');
    onScan(scanned);
  };

  return (
    <Card>
      <CardBody className={styles.scanCard}>
        <form className={styles.scanForm} onSubmit={submit}>
          <label htmlFor={inputId} className={styles.scanLabel}>
            {t('desk.scan.label')}
          </label>
          <div className={styles.scanRow}>
            <input
              ref={input}
              id={inputId}
              className={styles.scanInput}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('desk.scan.placeholder')}
              aria-describedby={hintId}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              // The desk's one field: where every scan lands.
              autoFocus
              data-testid="desk-scan"
            />
            <Button type="submit" disabled={text.trim() === ''}>
              {t('desk.scan.submit')}
            </Button>
          </div>
          <p id={hintId} className={styles.hint} role="status" data-testid="desk-mode">
            {member
              ? t('desk.scan.hintMember', { name: member.fullName, number: member.memberNumber })
              : offlineMemberNumber
                ? t('desk.scan.hintOffline', { number: offlineMemberNumber })
                : t('desk.scan.hintIdle')}
          </p>
        </form>
        <Button
          variant="ghost"
          aria-expanded={camera}
          onClick={() => setCamera((on) => !on)}
          data-testid="desk-camera-toggle"
        >
          {camera ? t('desk.camera.hide') : t('desk.camera.show')}
        </Button>
        {camera ? (
          <CameraReader
            readerId={DESK_CAMERA_ID}
            codes={DESK_CODES}
            busy={false}
            idleIcon={<QrIcon />}
            onDetected={(read) => {
              onScan(read);
              return true;
            }}
            labels={{
              idle: t('desk.camera.idle'),
              starting: t('desk.camera.starting'),
              hint: t('desk.camera.hint'),
              start: t('desk.camera.start'),
              stop: t('desk.camera.stop'),
              errorTitle: t('desk.camera.errorTitle'),
              errorDescription: t('desk.camera.errorDescription'),
            }}
          />
        ) : null}
      </CardBody>
    </Card>
  );
}
