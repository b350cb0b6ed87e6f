import { Button, useToast } from '@app/ui';
import type { Html5Qrcode, Html5QrcodeCameraScanConfig } from 'html5-qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeIcon } from './scanner-icons';
import * as styles from './camera-scan.css';

/** Html5Qrcode finds its element by id; one camera per page, so a fixed id is safe. */
export const CAMERA_READER_ID = 'scanner-camera-reader';

type Phase = 'off' | 'starting' | 'on';

export interface CameraScanProps {
  /** True while a scan is being saved: the camera may not start another. */
  busy: boolean;
  /** Called with the raw barcode text; returns false if the scan was not taken. */
  onDetected: (text: string) => boolean;
}

/**
 * Barcode scanning with the rear camera (spec §9: 10 fps, 250×250 box). The camera stops after
 * the first good read, on 'Stop', when the tab or app goes to the background and when this
 * panel unmounts, so the camera light never stays on behind the librarian's back.
 */
export function CameraScan({ busy, onDetected }: CameraScanProps) {
  const { t } = useTranslation('inventory');
  const { toast } = useToast();
  const [phase, setPhase] = useState<Phase>('off');
  const scanner = useRef<Html5Qrcode | null>(null);
  const stopping = useRef<Promise<void> | null>(null);
  // Whether the camera should be running; cleared by stop, unmount or a hidden page, so a
  // start still in flight knows to shut the camera straight down when it finishes.
  const wanted = useRef(false);
  const mounted = useRef(false);
  const handled = useRef(false);
  const detected = useRef(onDetected);

  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  const stopCamera = useCallback((): Promise<void> => {
    wanted.current = false;
    const current = scanner.current;
    if (stopping.current) return stopping.current;
    // stop() throws when nothing runs; html5-qrcode reports state through isScanning.
    if (!current?.isScanning) return Promise.resolve();
    stopping.current = Promise.resolve()
      .then(() => current.stop())
      .then(() => current.clear())
      .catch(() => undefined)
      .finally(() => {
        stopping.current = null;
      });
    return stopping.current;
  }, []);

  useEffect(() => {
    mounted.current = true;
    const onVisibility = () => {
      if (!document.hidden) return;
      setPhase('off');
      void stopCamera();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      mounted.current = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void stopCamera();
    };
  }, [stopCamera]);

  const onRead = (text: string) => {
    if (handled.current) return;
    handled.current = true;
    setPhase('off');
    void stopCamera();
    detected.current(text);
  };

  const start = async () => {
    if (phase !== 'off') return;
    wanted.current = true;
    handled.current = false;
    setPhase('starting');
    try {
      await stopping.current;
      // Loaded on demand: the decoder is large and only this panel needs it.
      const { Html5Qrcode, Html5QrcodeSupportedFormats: Format } = await import('html5-qrcode');
      if (!wanted.current) return;
      const formatsToSupport = [
        Format.EAN_13,
        Format.EAN_8,
        Format.UPC_A,
        Format.UPC_E,
        Format.CODE_128,
      ];
      scanner.current ??= new Html5Qrcode(CAMERA_READER_ID, {
        formatsToSupport,
        verbose: false,
        useBarCodeDetectorIfSupported: true,
      });
      // html5-qrcode 2.3.8 takes formats from the constructor; the copy here keeps the camera
      // config self-describing and is ignored by the library.
      const config: Html5QrcodeCameraScanConfig & { formatsToSupport: typeof formatsToSupport } = {
        fps: 10,
        qrbox: { width: 250, height: 250 },
        formatsToSupport,
      };
      await scanner.current.start({ facingMode: 'environment' }, config, onRead, undefined);
      if (!wanted.current) {
        await stopCamera();
        return;
      }
      if (mounted.current) setPhase('on');
    } catch {
      wanted.current = false;
      if (!mounted.current) return;
      setPhase('off');
      toast({
        variant: 'destructive',
        title: t('scanner.camera.errorTitle'),
        description: t('scanner.camera.errorDescription'),
      });
    }
  };

  const stop = () => {
    setPhase('off');
    void stopCamera();
  };

  const on = phase === 'on';
  return (
    <div className={styles.panel}>
      <div className={styles.viewport} data-phase={phase}>
        {/* Html5Qrcode owns this element's children; React must never render into it. */}
        <div id={CAMERA_READER_ID} className={styles.reader} data-testid="camera-reader" />
        {on ? null : (
          <div className={styles.idle}>
            <BarcodeIcon size={48} />
            <p className={styles.idleText}>
              {phase === 'starting' ? t('scanner.camera.starting') : t('scanner.camera.idle')}
            </p>
          </div>
        )}
      </div>
      <p className={styles.hint}>{t('scanner.camera.hint')}</p>
      {/* One button that changes role keeps keyboard focus in place and the thumb on target. */}
      <Button
        size="lg"
        fullWidth
        variant={on ? 'secondary' : 'primary'}
        loading={phase === 'starting'}
        disabled={!on && busy}
        onClick={on ? stop : () => void start()}
        data-testid={on ? 'camera-stop' : 'camera-start'}
      >
        {on ? t('scanner.camera.stop') : t('scanner.camera.start')}
      </Button>
    </div>
  );
}
