import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import type { Application } from '@jobbel/shared/applications/application.schemas';
import { wasBooked } from '@jobbel/shared/engagements/dimona-state';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePresenceLog } from '../../features/check-in/api/check-in';
import { isCheckInTime } from '../../features/check-in/check-in-window';
import { PresenceLogList } from '../../features/check-in/components/presence-log-list';
import { WorkerShiftPanel } from '../../features/shifts/components/worker-shift-panel';
import { t } from '../../lib/i18n';
import { ContractLink } from './contract-link';

/**
 * On My Applications: a booked shift's check-in when it is time, its presence log, and the hours form
 * starting from the checked times.
 */
export function WorkerShift({
  application,
  onChanged,
}: {
  application: Application;
  onChanged: () => unknown;
}) {
  const booked = wasBooked(application.jobApplicationStatus);
  const start = application.jobStartDateTime;
  const started = start !== null && brusselsInstantMs(start) <= Date.now();
  const checkInTime = isCheckInTime(application);
  const log = usePresenceLog(application.jobApplicationID, booked && (checkInTime || started));
  return (
    <>
      {checkInTime && (
        <Link
          to={paths.checkIn.href(application.jobApplicationJobID)}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('web.checkIn.open')}
        </Link>
      )}
      <ContractLink application={application} />
      <WorkerShiftPanel
        application={application}
        onChanged={onChanged}
        checkedHours={log.data?.hoursPrefill ?? undefined}
      />
      {log.data && log.data.checks.length > 0 && <PresenceLogList checks={log.data.checks} />}
    </>
  );
}
