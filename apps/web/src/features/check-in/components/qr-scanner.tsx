import { useEffect, useRef, useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { t } from '../../../lib/i18n';
import { readCheckInCode } from '../read-check-in-code';

type Found = { jobID: number; code: string };
type Reader = (video: HTMLVideoElement) => Promise<string | null>;

// a look at the camera this often: enough to read a code held still, light on a phone's battery
const LOOK_EVERY_MS = 250;

/** The browser's own barcode reader where it has one; otherwise jsQR, downloaded only now. */
async function createReader(): Promise<Reader> {
  if ('BarcodeDetector' in window) {
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    if (video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/**
 * Reads the venue's QR code with the back camera. A refused or missing camera says so and leaves the
 * 6 digits to type; the camera stops as soon as a code is read or the scanner closes.
 */
export function QrScanner({ jobID, onFound }: { jobID?: number; onFound: (found: Found) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(t('web.checkIn.camera.unsupported'));
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        return setProblem(t('web.checkIn.camera.refused'));
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = await createReader();
      const look = async () => {
        if (stopped || !video.current) return;
        const text = await read(video.current).catch(() => null);
        const code = text ? readCheckInCode(text) : null;
        if (code && (jobID === undefined || code.jobID === jobID)) return found.current(code);
        if (code) setProblem(t('web.checkIn.camera.otherJob'));
        timer = setTimeout(look, LOOK_EVERY_MS);
      };
      void look();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [jobID]);

  return (
    <div className="space-y-2">
      <video
        ref={video}
        muted
        playsInline
        className="aspect-square w-full max-w-sm rounded-lg bg-slate-900 object-cover"
      />
      <p className="text-sm text-slate-600">{t('web.checkIn.camera.looking')}</p>
      {problem && <ErrorBox message={problem} />}
    </div>
  );
}
