import { MAX_SCAN_IMAGES } from '@app/api-contract/schemas/inventory';
import { useState } from 'react';
import { useScannerKeys } from '../../../lib/scanner-keys';
import { useImageSelection } from './use-image-selection';
import { useProcessScan } from './use-process-scan';
import { CameraScan } from './camera-scan';
import { ImageScan } from './image-scan';
import { ManualScan } from './manual-scan';
import { PendingScans } from './pending-scans';
import { RecentScans } from './recent-scans';
import { SavedBanner } from './saved-banner';
import { ScanMethod } from './scan-method';
import { ScanStats } from './scan-stats';
import * as styles from './scanner-page.css';

/**
 * The librarian's all-day screen (spec §2 Scanner): the scanner first, so on a phone the camera
 * sits under the thumb; the figures and history follow, beside it on a wide screen.
 */
export function ScannerPage() {
  const [isbn, setIsbn] = useState('');
  const selection = useImageSelection(MAX_SCAN_IMAGES);
  const scan = useProcessScan({
    onSaved: () => {
      setIsbn('');
      selection.clear();
    },
  });
  // A USB scanner reading a book's barcode types its ISBN, whichever way of scanning is open.
  useScannerKeys((code) => scan.submitIsbn(code, 'barcode'), !scan.busy);

  return (
    <div className={styles.main}>
      <div className={styles.work}>
        <PendingScans />
        <SavedBanner saved={scan.saved} />
        <ScanMethod
          camera={
            <CameraScan busy={scan.busy} onDetected={(text) => scan.submitIsbn(text, 'barcode')} />
          }
          manual={
            <ManualScan
              value={isbn}
              onChange={setIsbn}
              onSubmit={(value) => scan.submitIsbn(value, 'manual')}
              busy={scan.busy}
            />
          }
          image={
            <ImageScan
              selection={selection}
              max={MAX_SCAN_IMAGES}
              busy={scan.busy}
              onProcess={(files) => void scan.submitImages(files)}
            />
          }
        />
      </div>
      <ScanStats className={styles.stats} />
      <RecentScans className={styles.recent} />
    </div>
  );
}
