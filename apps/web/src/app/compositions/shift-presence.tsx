import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import type { Application } from '@jobbel/shared/applications/application.schemas';
import { wasBooked } from '@jobbel/shared/engagements/dimona-state';
import { usePresenceLog } from '../../features/check-in/api/check-in';
import { HoursComparison } from '../../features/check-in/components/hours-comparison';
import { PresenceLogList } from '../../features/check-in/components/presence-log-list';

/**
 * For the business, once a booked shift has started: its presence log, and the planned, checked and
 * submitted times side by side once there are hours to compare.
 */
export function ShiftPresence({ application }: { application: Application }) {
  const start = application.jobStartDateTime;
  // from the hour before the start, when checking in opens
  const started = start !== null && brusselsInstantMs(start) - 3_600_000 <= Date.now();
  const log = usePresenceLog(
    application.jobApplicationID,
    wasBooked(application.jobApplicationStatus) && started,
  );
  if (!log.data) return null;
  const submitted =
    application.jobApplicationSubmittedStartDateTime ?? application.jobApplicationWorkedStartDateTime;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      {submitted !== null && (
        <HoursComparison
          planned={{ start: application.jobStartDateTime, end: application.jobEndDateTime }}
          checked={{ start: log.data.checkedIn, end: log.data.checkedOut }}
          submitted={{
            start: submitted,
            end:
              application.jobApplicationSubmittedEndDateTime ?? application.jobApplicationWorkedEndDateTime,
          }}
        />
      )}
      <PresenceLogList checks={log.data.checks} />
    </div>
  );
}
