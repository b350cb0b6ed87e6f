import { Button, useToast } from '@app/ui';
import type { Html5Qrcode, Html5QrcodeCameraScanConfig } from 'html5-qrcode';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './camera-reader.css';

/** What the reader looks for: book barcodes (EAN/UPC) and label barcodes, or QR codes too. */
export type CameraCode = 'EAN_13' | 'EAN_8' | 'UPC_A' | 'UPC_E' | 'CODE_128' | 'QR_CODE';

/** The words a reader shows, in its screen's language (each screen has its own namespace). */
export interface CameraReaderLabels {
  idle: string;
  starting: string;
  hint: string;
  start: string;
  stop: string;
  errorTitle: string;
  errorDescription: string;
}

type Phase = 'off' | 'starting' | 'on';

export interface CameraReaderProps {
  /** Html5Qrcode finds its element by id; one reader per page, so a fixed id is safe. */
  readerId: string;
  codes: readonly CameraCode[];
  labels: CameraReaderLabels;
  /** Shown while the camera is off. */
  idleIcon: ReactNode;
  /** True while a read is being handled: the camera may not start another. */
  busy: boolean;
  /** Called with the text read; returns false if the read was not taken. */
  onDetected: (text: string) => boolean;
}

/**
 * The rear camera reading codes (spec §9: 10 fps, 250×250 box), shared by the scanner and the
 * circulation desk. The camera stops after the first good read, on 'Stop', when the tab or
 * app goes to the background and when this panel unmounts, so the camera light never stays on
 * behind the librarian's back.
 */
export function CameraReader({
  readerId,
  codes,
  labels,
  idleIcon,
  busy,
  onDetected,
}: CameraReaderProps) {
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
      const formatsToSupport = codes.map((code) => Format[code]);
      scanner.current ??= new Html5Qrcode(readerId, {
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
        title: labels.errorTitle,
        description: labels.errorDescription,
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
        <div id={readerId} className={styles.reader} data-testid="camera-reader" />
        {on ? null : (
          <div className={styles.idle}>
            {idleIcon}
            <p className={styles.idleText}>
              {phase === 'starting' ? labels.starting : labels.idle}
            </p>
          </div>
        )}
      </div>
      <p className={styles.hint}>{labels.hint}</p>
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
        {on ? labels.stop : labels.start}
      </Button>
    </div>
  );
}
