import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import { NO_CHECK_IN_ALERT_MINUTES_AFTER_START } from '@jobbel/shared/check-in/check-in.constants';
import type { CheckInCode } from '@jobbel/shared/check-in/check-in.schemas';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, OFFLINE } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useCheckInCode } from '../api/check-in';
import { ContractRiskGate } from './contract-risk-gate';
import { ManualCheckForm } from './manual-check-form';
import { QrImage } from './qr-image';
import { useSecondsLeft } from './use-seconds-left';
import { useWakeLock } from './use-wake-lock';

type Worker = CheckInCode['workers'][number];
const time = (dateTime: string) => dateTime.slice(11, 16);

/** What the venue's screen may offer for a worker who has not come: the no-show step of the shifts. */
export type RenderNoShow = (applicationID: number, done: () => void) => ReactNode;

function WorkerRow({
  worker,
  jobID,
  lateSince,
  renderNoShow,
}: {
  worker: Worker;
  jobID: number;
  lateSince: boolean;
  renderNoShow: RenderNoShow;
}) {
  const [byHand, setByHand] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const state = worker.checkedOut
    ? t('web.checkIn.screen.inAndOut', {
        from: time(worker.checkedIn ?? worker.checkedOut),
        until: time(worker.checkedOut),
      })
    : worker.checkedIn
      ? t('web.checkIn.screen.inSince', { time: time(worker.checkedIn) })
      : t('web.checkIn.screen.notIn');
  const absent = lateSince && !worker.checkedIn && !waiting;
  return (
    <li className="space-y-2 py-2" data-testid="check-in-worker">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{worker.name}</p>
          <p className={`text-sm ${worker.checkedIn ? 'text-emerald-700' : 'text-slate-600'}`}>{state}</p>
          {worker.studentContract === 'unsigned' && (
            <p className="text-sm font-semibold text-red-700">{t('web.checkIn.screen.contractUnsigned')}</p>
          )}
          {worker.studentContract === 'riskTaken' && (
            <p className="text-sm text-amber-800">{t('web.checkIn.screen.riskTaken')}</p>
          )}
        </div>
        {!worker.checkedOut && !byHand && (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setByHand(true)}>
            {t('web.checkIn.screen.byHand')}
          </Button>
        )}
      </div>
      {absent && (
        <div className="flex flex-wrap items-start gap-2">
          {renderNoShow(worker.jobApplicationID, () => setWaiting(true))}
          <Button variant="ghost" onClick={() => setWaiting(true)}>
            {t('web.checkIn.manual.wait')}
          </Button>
        </div>
      )}
      {byHand && (
        <ManualCheckForm
          applicationID={worker.jobApplicationID}
          jobID={jobID}
          name={worker.name}
          kind={worker.checkedIn ? 'out' : 'in'}
          onDone={() => setByHand(false)}
        />
      )}
    </li>
  );
}

/**
 * The venue's screen of one job (a tablet on the bar, the owner's phone): the code as QR and as 6 digits,
 * new every 30 seconds by the server's clock, and who is in. Offline it shows no code, as none would work.
 */
export function CodeScreen({ jobID, renderNoShow }: { jobID: number; renderNoShow: RenderNoShow }) {
  const code = useCheckInCode(jobID);
  const awake = useWakeLock();
  const secondsLeft = useSecondsLeft(code.data, code.dataUpdatedAt);
  const offline = code.error instanceof ApiError && code.error.code === OFFLINE;

  if (code.isPending) return <Spinner label={t('web.common.loading')} />;
  if (offline || (code.isError && !code.data))
    return (
      <ErrorBox
        message={offline ? t('web.checkIn.screen.offline') : t('web.checkIn.screen.loadFailed')}
        cause={code.error}
      />
    );
  const { data } = code;
  // by the server's clock, shifts being in Brussels time whatever zone the tablet is set to
  const lateSince =
    data.jobStartDateTime !== null &&
    data.serverNowMs - brusselsInstantMs(data.jobStartDateTime) >=
      NO_CHECK_IN_ALERT_MINUTES_AFTER_START * 60_000;
  const unsigned = data.workers.filter((worker) => worker.studentContract === 'unsigned');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section className="flex flex-col items-center gap-4 rounded-2xl bg-white p-4 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('web.checkIn.screen.title', { title: data.jobTitle })}
        </h1>
        <p className="max-w-prose text-sm text-slate-600">{t('web.checkIn.screen.intro')}</p>
        {unsigned.length > 0 ? (
          <ContractRiskGate jobID={jobID} workers={unsigned} />
        ) : (
          <>
            <QrImage text={data.qrText} label={t('web.checkIn.screen.qrLabel')} />
            <p className="font-mono text-5xl font-bold tracking-[0.3em] text-slate-900 sm:text-6xl">
              <span className="sr-only">{t('web.checkIn.screen.codeLabel')}: </span>
              <span data-testid="check-in-code">{data.code}</span>
            </p>
            {secondsLeft !== null && (
              <p className="text-sm text-slate-600" aria-live="off">
                {t('web.checkIn.screen.nextIn', { count: secondsLeft })}
              </p>
            )}
          </>
        )}
        {awake && <p className="text-xs text-slate-500">{t('web.checkIn.screen.awake')}</p>}
      </section>
      <section aria-labelledby="booked-workers" className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="booked-workers" className="text-lg font-bold text-slate-900">
          {t('web.checkIn.screen.workers')}
        </h2>
        {data.workers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('web.checkIn.screen.noWorkers')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.workers.map((worker) => (
              <WorkerRow
                key={worker.jobApplicationID}
                worker={worker}
                jobID={jobID}
                lateSince={lateSince}
                renderNoShow={renderNoShow}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
