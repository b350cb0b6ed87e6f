import { useTranslation } from 'react-i18next';
import { CameraReader, type CameraCode } from '../../../components/camera-reader';
import { BarcodeIcon } from './scanner-icons';

/** Html5Qrcode finds its element by id; one camera per page, so a fixed id is safe. */
export const CAMERA_READER_ID = 'scanner-camera-reader';

/** A book's ISBN barcode (EAN-13, EAN-8, UPC) or a Code 128 label. */
const BOOK_CODES: readonly CameraCode[] = ['EAN_13', 'EAN_8', 'UPC_A', 'UPC_E', 'CODE_128'];

export interface CameraScanProps {
  /** True while a scan is being saved: the camera may not start another. */
  busy: boolean;
  /** Called with the raw barcode text; returns false if the scan was not taken. */
  onDetected: (text: string) => boolean;
}

/** The scanner's camera tab: the shared camera reader, reading book barcodes. */
export function CameraScan({ busy, onDetected }: CameraScanProps) {
  const { t } = useTranslation('inventory');
  return (
    <CameraReader
      readerId={CAMERA_READER_ID}
      codes={BOOK_CODES}
      busy={busy}
      onDetected={onDetected}
      idleIcon={<BarcodeIcon size={48} />}
      labels={{
        idle: t('scanner.camera.idle'),
        starting: t('scanner.camera.starting'),
        hint: t('scanner.camera.hint'),
        start: t('scanner.camera.start'),
        stop: t('scanner.camera.stop'),
        errorTitle: t('scanner.camera.errorTitle'),
        errorDescription: t('scanner.camera.errorDescription'),
      }}
    />
  );
}
