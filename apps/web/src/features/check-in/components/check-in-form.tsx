import { CHECK_IN_CODE_LENGTH } from '@jobbel/shared/check-in/check-in.constants';
import type { CheckInPayload } from '@jobbel/shared/check-in/check-in.schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { labelOf, t } from '../../../lib/i18n';
import { useCheckIn, usePresenceLog } from '../api/check-in';
import { PresenceLogList } from './presence-log-list';

// the camera and its QR reader are downloaded only when the worker chooses to scan
const QrScanner = lazy(() => import('./qr-scanner').then((module) => ({ default: module.QrScanner })));

export interface ShiftToCheck {
  jobID: number;
  jobApplicationID: number;
  title: string;
}

/** Where the phone is, if its owner lets it say so; never waited on for long, never required. */
function currentPosition(): Promise<CheckInPayload['position']> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(undefined),
      { timeout: 8000, maximumAge: 60_000 },
    );
  });
}

/**
 * The worker checks in or out of one shift: by scanning the venue's QR code, or typing its 6 digits.
 * Whether it is in or out follows her presence log; a code from the QR link is sent at once.
 */
export function CheckInForm({ shift, scannedCode }: { shift: ShiftToCheck; scannedCode?: string }) {
  const log = usePresenceLog(shift.jobApplicationID);
  const send = useCheckIn();
  const [code, setCode] = useState('');
  const [sharePosition, setSharePosition] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [explained, setExplained] = useState(false);
  const kind: CheckInPayload['checkKind'] = log.data?.checkedIn && !log.data.checkedOut ? 'out' : 'in';
  const done = log.data?.checkedOut !== null && log.data?.checkedOut !== undefined;

  const submit = async (typed: string, method: CheckInPayload['checkMethod']) => {
    const position = sharePosition ? await currentPosition() : undefined;
    send.mutate(
      { jobID: shift.jobID, code: typed, checkKind: kind, checkMethod: method, position },
      // the next step (checking out) takes the code on the screen then
      { onSuccess: () => setCode('') },
    );
  };

  // the phone's own camera app opened the QR code's link: its code goes as a scan, once
  const sentScanned = useRef(false);
  useEffect(() => {
    if (!scannedCode || sentScanned.current || !log.data || done) return;
    sentScanned.current = true;
    void submit(scannedCode, 'scan');
  });

  if (log.isPending) return <Spinner label={t('web.common.loading')} />;
  const last = send.data?.checks.at(-1);
  return (
    <div className="space-y-4">
      {last && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          {t(last.checkKind === 'in' ? 'web.checkIn.worker.checkedIn' : 'web.checkIn.worker.checkedOut', {
            time: last.checkedAt.slice(11, 16),
          })}
        </p>
      )}
      {!done && (
        <form
          noValidate
          aria-label={labelOf('web.checkIn.kindChoice', kind)}
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(code.trim(), 'code');
          }}
        >
          <h2 className="text-lg font-bold text-slate-900">{labelOf('web.checkIn.kindChoice', kind)}</h2>
          {scanning ? (
            <Suspense fallback={<Spinner label={t('web.common.loading')} />}>
              <QrScanner
                jobID={shift.jobID}
                onFound={(found) => {
                  setScanning(false);
                  void submit(found.code, 'scan');
                }}
              />
              <Button type="button" variant="secondary" onClick={() => setScanning(false)}>
                {t('web.checkIn.camera.stop')}
              </Button>
            </Suspense>
          ) : explained ? (
            <div className="space-y-2 rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-700">{t('web.checkIn.camera.explain')}</p>
              <Button type="button" onClick={() => setScanning(true)}>
                {t('web.checkIn.camera.start')}
              </Button>
            </div>
          ) : (
            <Button type="button" variant="secondary" onClick={() => setExplained(true)}>
              {t('web.checkIn.worker.scan')}
            </Button>
          )}
          <TextField
            label={t('web.checkIn.worker.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CHECK_IN_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            error={send.isError ? send.error.message : undefined}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5"
              checked={sharePosition}
              onChange={(event) => setSharePosition(event.currentTarget.checked)}
            />
            {t('web.checkIn.worker.sharePosition')}
          </label>
          <Button type="submit" disabled={send.isPending || code.length !== CHECK_IN_CODE_LENGTH}>
            {send.isPending ? t('web.common.busy') : t('web.checkIn.worker.send')}
          </Button>
        </form>
      )}
      {log.data && <PresenceLogList checks={log.data.checks} />}
      {log.isError && <ErrorBox message={t('web.checkIn.screen.loadFailed')} cause={log.error} />}
    </div>
  );
}
