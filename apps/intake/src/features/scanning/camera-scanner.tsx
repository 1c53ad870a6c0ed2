import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@lamaa/ui';
import { useIntakeText } from '../../i18n/use-intake-text.js';
import { loadBarcodeReader, type BarcodeReader } from './barcode-reader.js';

/** Props of CameraScanner. */
export interface CameraScannerProps {
  /** Receives each barcode read; the same code is not repeated within a second and a half. */
  onDetect: (barcode: string) => void;
  /** Loads the reader; the browser's BarcodeDetector or the lazy polyfill by default. */
  loadReader?: () => Promise<BarcodeReader>;
}

const FRAME_INTERVAL_MS = 250;
const REPEAT_GAP_MS = 1500;

/**
 * The quick camera scanner shown while scanning is on: the back camera in a video, read a
 * few times a second; the camera is released when scanning stops or the dialog closes.
 */
export function CameraScanner({ onDetect, loadReader = loadBarcodeReader }: CameraScannerProps) {
  const t = useIntakeText();
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<'starting' | 'running' | 'unavailable'>('starting');
  const detectRef = useRef(onDetect);
  useEffect(() => {
    detectRef.current = onDetect;
  }, [onDetect]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    let last = { code: '', at: 0 };
    const start = async () => {
      try {
        if (navigator.mediaDevices?.getUserMedia === undefined) throw new Error('No camera API');
        const [reader, media] = await Promise.all([
          loadReader(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: 'environment' },
            audio: false,
          }),
        ]);
        stream = media;
        const element = video.current;
        if (isStopped || element === null) return;
        element.srcObject = media;
        await element.play();
        setStatus('running');
        const tick = async () => {
          if (isStopped) return;
          try {
            const found = await reader.detect(element);
            const code = found[0]?.rawValue.trim();
            const now = Date.now();
            if (
              code !== undefined &&
              code !== '' &&
              (code !== last.code || now - last.at > REPEAT_GAP_MS)
            ) {
              last = { code, at: now };
              detectRef.current(code);
            }
          } catch {
            // A frame that cannot be read (not ready yet) is skipped; the next one is tried.
          }
          timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
        };
        void tick();
      } catch {
        if (!isStopped) setStatus('unavailable');
      }
    };
    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [loadReader]);

  return (
    <div className="intake-camera">
      <video
        ref={video}
        className="intake-camera__video"
        muted
        playsInline
        aria-label={t('intake.camera')}
        hidden={status === 'unavailable'}
      />
      {status === 'starting' ? (
        <p className="intake-camera__status" role="status">
          <Spinner size="sm" /> {t('intake.camera-starting')}
        </p>
      ) : null}
      {status === 'unavailable' ? (
        <p className="intake-camera__status" role="alert">
          {t('intake.camera-unavailable')}
        </p>
      ) : null}
    </div>
  );
}
