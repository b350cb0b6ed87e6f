import { isLanguage } from '@app/i18n';
import { Button, Card, EmptyText, InputField } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraReader, type CameraCode } from '../../../components/camera-reader';
import { branchName } from '../../../lib/branch-names';
import { serverMessage } from '../../../lib/errors';
import { useScannerKeys } from '../../../lib/scanner-keys';
import { trpc } from '../../../lib/trpc';
import { BarcodeIcon } from '../scanner/scanner-icons';
import * as styles from './stocktake.css';
import { useStocktakeScans, type ScanLine } from './use-stocktake-scans';

const CAMERA_READER_ID = 'stocktake-camera-reader';
/** A copy label's Code 128 strip or its QR code. */
const LABEL_CODES: readonly CameraCode[] = ['CODE_128', 'QR_CODE'];

/**
 * Scanning the shelves: a USB scanner anywhere on the page, the phone's camera, or the code
 * typed. Each code is acknowledged in the running list with what it is.
 */
export function ScanPanel({ stocktakeId }: { stocktakeId: number }) {
  const { t } = useTranslation('stocktake');
  const [code, setCode] = useState('');
  const scans = useStocktakeScans(stocktakeId);
  useScannerKeys(scans.record);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    scans.record(code);
    setCode('');
  };
  return (
    <Card>
      <div className={styles.stack}>
        <h2 className={styles.subheading}>{t('scan.heading')}</h2>
        <p className={styles.muted}>{t('scan.hint')}</p>
        <form className={styles.row} onSubmit={submit}>
          <InputField
            className={styles.grow}
            label={t('scan.code')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!code.trim()}>
            {t('scan.add')}
          </Button>
        </form>
        <CameraReader
          readerId={CAMERA_READER_ID}
          codes={LABEL_CODES}
          busy={false}
          onDetected={(text) => {
            scans.record(text);
            return true;
          }}
          idleIcon={<BarcodeIcon size={40} />}
          labels={{
            idle: t('scan.camera.idle'),
            starting: t('scan.camera.starting'),
            hint: t('scan.camera.hint'),
            start: t('scan.camera.start'),
            stop: t('scan.camera.stop'),
            errorTitle: t('scan.camera.errorTitle'),
            errorDescription: t('scan.camera.errorDescription'),
          }}
        />
        {scans.waiting > 0 && scans.stalled ? (
          <p className={styles.warning} role="status">
            {t('scan.waitingCount', { count: scans.waiting })}
          </p>
        ) : null}
        <h3 className={styles.subheading}>{t('scan.list')}</h3>
        {scans.lines.length === 0 ? <EmptyText>{t('scan.empty')}</EmptyText> : null}
        <ol className={styles.list} aria-live="polite" data-testid="stocktake-scans">
          {scans.lines.map((line) => (
            <ScanLineItem key={line.clientScanId} line={line} stalled={scans.stalled} />
          ))}
        </ol>
      </div>
    </Card>
  );
}

function ScanLineItem({ line, stalled }: { line: ScanLine; stalled: boolean }) {
  const { t, i18n } = useTranslation(['stocktake', 'errors']);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const branches = trpc.branches.list.useQuery();
  const answer = line.answer;
  const tone = answer ? answer.verdict : line.state === 'refused' ? 'refused' : 'sending';
  let words: string;
  if (line.state === 'refused') {
    words = t('scan.refused', { reason: serverMessage(line.error, t) ?? t('errors:NETWORK') });
  } else if (!answer) {
    words = stalled ? t('scan.waiting') : t('scan.sending');
  } else if (answer.verdict === 'wrongBranch') {
    const branch = branches.data?.find((b) => b.id === answer.copy?.branchId);
    words = t('scan.verdict.wrongBranch', {
      branch: branch ? branchName(branch, language) : (answer.copy?.branchId ?? ''),
    });
  } else {
    words = t(`scan.verdict.${answer.verdict}`);
  }
  return (
    <li className={styles.line[tone]} data-verdict={tone}>
      <span>
        <span className={styles.code}>{answer?.copy?.sku ?? line.code}</span>
        {answer?.copy ? <> · {answer.copy.title}</> : null}
      </span>
      <span className={answer && answer.verdict !== 'seen' ? styles.strong : undefined}>
        {words} {answer?.again ? t('scan.again') : null}
      </span>
    </li>
  );
}
