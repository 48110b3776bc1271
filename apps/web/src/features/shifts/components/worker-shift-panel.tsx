import type { Application } from '@jobbel/shared/applications/application.schemas';
import { CANCEL_REASON_MAX, NO_SHOW_CONTEST_REASON_MAX } from '@jobbel/shared/shifts/shift.constants';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useShiftAction } from '../api/shift-actions';
import { noShowTiming, shiftTiming } from '../shift-timing';
import { ChangeAnswer } from './change-answer';
import { CorrectionAnswer } from './hours-agreement';
import { HoursForm } from './hours-form';
import { RatingForm } from './rating-form';
import { ReasonForm } from './reason-form';
import { ShiftState } from './shift-state';

/**
 * On My Applications: the worker cancels an upcoming shift (with an optional reason the business reads),
 * contests a no-show claim, confirms hours after the shift, and rates the business.
 */
export function WorkerShiftPanel({
  application,
  onChanged,
  checkedHours,
}: {
  application: Application;
  onChanged: () => unknown;
  /** her checked-in and checked-out times, to the quarter hour: the hours form starts from them */
  checkedHours?: { start: string; end: string };
}) {
  const action = useShiftAction(application.jobApplicationID, onChanged);
  const timing = shiftTiming(application);
  const accepted = application.jobApplicationStatus === 'accepted';
  const done = (message: string) => () => showToast({ type: 'success', message });

  return (
    <div className="space-y-3">
      <ShiftState application={application} side="worker" />
      <ChangeAnswer application={application} action={action} />
      {application.jobApplicationStatus === 'invited' && (
        <div className="space-y-2 rounded-lg bg-violet-50 p-3">
          <p className="text-sm text-violet-900">
            {t('web.shifts.invitation.text', { company: application.companyName ?? '' })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              className="px-3 py-1.5"
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'answerInvitation', accept: true },
                  { onSuccess: done(t('web.shifts.invitation.accepted')) },
                )
              }
            >
              {t('web.shifts.invitation.accept')}
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'answerInvitation', accept: false },
                  { onSuccess: done(t('web.shifts.invitation.declined')) },
                )
              }
            >
              {t('web.shifts.invitation.decline')}
            </Button>
          </div>
        </div>
      )}
      {accepted && !timing.started && (
        <ReasonForm
          texts={{
            open: t('web.shifts.cancel.cancelShift'),
            label: t('web.shifts.cancel.workerReasonLabel'),
            confirm: t('web.shifts.cancel.confirm'),
          }}
          warning={timing.closeToStart ? t('web.shifts.cancel.lateWarning') : undefined}
          maxLength={CANCEL_REASON_MAX}
          pending={action.isPending}
          onSubmit={(reason) =>
            action.mutate(
              { kind: 'cancel', reason: reason || undefined },
              { onSuccess: done(t('web.shifts.cancel.cancelled')) },
            )
          }
        />
      )}
      {noShowTiming(application).contestable && (
        <ReasonForm
          texts={{
            open: t('web.shifts.noShow.contest'),
            label: t('web.shifts.noShow.contestLabel'),
            confirm: t('web.shifts.noShow.sendContest'),
            required: t('web.shifts.noShow.contestRequired'),
          }}
          maxLength={NO_SHOW_CONTEST_REASON_MAX}
          pending={action.isPending}
          onSubmit={(reason) =>
            action.mutate(
              { kind: 'contestNoShow', reason },
              { onSuccess: done(t('web.shifts.noShow.contested')) },
            )
          }
        />
      )}
      {accepted && timing.ended && application.jobApplicationHoursStatus === null && (
        <HoursForm
          defaults={{
            start: checkedHours?.start ?? application.job?.jobStartDateTime ?? '',
            end: checkedHours?.end ?? application.job?.jobEndDateTime ?? '',
            breakMinutes: 0,
          }}
          note={checkedHours ? t('web.checkIn.hours.prefilled') : undefined}
          pending={action.isPending}
          onSubmit={(hours) =>
            action.mutate(
              { kind: 'confirmHours', hours },
              { onSuccess: done(t('web.shifts.hours.confirmed')) },
            )
          }
        />
      )}
      <CorrectionAnswer application={application} action={action} />
      {application.jobApplicationCanRate && (
        <RatingForm
          name={application.companyName ?? application.jobTitle}
          pending={action.isPending}
          onSubmit={(rating) =>
            action.mutate({ kind: 'rate', rating }, { onSuccess: done(t('web.shifts.rating.sent')) })
          }
        />
      )}
    </div>
  );
}
