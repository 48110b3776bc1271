import type { Application } from '@jobbel/shared/applications/application.schemas';
import { CANCEL_REASON_MAX } from '@jobbel/shared/shifts/shift.constants';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useShiftAction } from '../api/shift-actions';
import { shiftTiming } from '../shift-timing';
import { ContestedHoursDecision } from './hours-agreement';
import { HoursForm } from './hours-form';
import { NoShowClaim } from './no-show-claim';
import { RatingForm } from './rating-form';
import { ReasonForm } from './reason-form';
import { ShiftState } from './shift-state';

/**
 * In the applicants dialog: the business cancels an accepted worker (with a reason) before the start,
 * claims or takes back a no-show after it, approves or corrects the confirmed hours, and rates the worker.
 */
export function BusinessShiftPanel({
  application,
  workerName,
  onChanged,
}: {
  application: Application;
  workerName: string;
  onChanged: () => unknown;
}) {
  const action = useShiftAction(application.jobApplicationID, onChanged);
  const [correcting, setCorrecting] = useState(false);
  const timing = shiftTiming(application);
  const accepted = application.jobApplicationStatus === 'accepted';
  const hoursToDecide = accepted && application.jobApplicationHoursStatus === 'submitted';
  const done = (message: string) => () => showToast({ type: 'success', message });

  return (
    <div className="space-y-3">
      <ShiftState application={application} side="business" />
      {accepted && !timing.started && (
        <ReasonForm
          texts={{
            open: t('web.shifts.cancel.cancelWorker'),
            label: t('web.shifts.cancel.reasonLabel'),
            confirm: t('web.shifts.cancel.confirm'),
            required: t('web.shifts.cancel.reasonRequired'),
          }}
          maxLength={CANCEL_REASON_MAX}
          pending={action.isPending}
          onSubmit={(reason) =>
            action.mutate({ kind: 'cancel', reason }, { onSuccess: done(t('web.shifts.cancel.cancelled')) })
          }
        />
      )}
      <NoShowClaim application={application} action={action} />
      {hoursToDecide && !correcting && (
        <div className="flex flex-wrap gap-2">
          <Button
            className="px-3 py-1.5"
            disabled={action.isPending}
            onClick={() =>
              action.mutate({ kind: 'approveHours' }, { onSuccess: done(t('web.shifts.hours.approved')) })
            }
          >
            {t('web.shifts.hours.approve')}
          </Button>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setCorrecting(true)}>
            {t('web.shifts.hours.correct')}
          </Button>
        </div>
      )}
      {hoursToDecide && correcting && (
        <HoursForm
          correcting
          defaults={{
            start: application.jobApplicationWorkedStartDateTime ?? '',
            end: application.jobApplicationWorkedEndDateTime ?? '',
            breakMinutes: application.jobApplicationBreakMinutes ?? 0,
          }}
          pending={action.isPending}
          onCancel={() => setCorrecting(false)}
          onSubmit={(hours) =>
            action.mutate(
              { kind: 'correctHours', hours },
              { onSuccess: done(t('web.shifts.hours.approved')) },
            )
          }
        />
      )}
      <ContestedHoursDecision application={application} action={action} />
      {application.jobApplicationCanRate && (
        <RatingForm
          name={workerName}
          pending={action.isPending}
          onSubmit={(rating) =>
            action.mutate({ kind: 'rate', rating }, { onSuccess: done(t('web.shifts.rating.sent')) })
          }
        />
      )}
    </div>
  );
}
