import type { Application } from '@jobbel/shared/applications/application.schemas';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useShiftAction } from '../api/shift-actions';
import { shiftTiming } from '../shift-timing';
import { HoursForm } from './hours-form';
import { RatingForm } from './rating-form';
import { ShiftState } from './shift-state';

/** On My Applications: the worker cancels an upcoming shift, confirms hours after it, and rates the business. */
export function WorkerShiftPanel({
  application,
  onChanged,
}: {
  application: Application;
  onChanged: () => unknown;
}) {
  const action = useShiftAction(application.jobApplicationID, onChanged);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const timing = shiftTiming(application);
  const accepted = application.jobApplicationStatus === 'accepted';
  const done = (message: string) => () => showToast({ type: 'success', message });

  return (
    <div className="space-y-3">
      <ShiftState application={application} side="worker" />
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
      {accepted && !timing.started && !confirmingCancel && (
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-red-700"
          onClick={() => setConfirmingCancel(true)}
        >
          {t('web.shifts.cancel.cancelShift')}
        </Button>
      )}
      {accepted && !timing.started && confirmingCancel && (
        <fieldset className="space-y-2 rounded-lg bg-red-50 p-3">
          <legend className="sr-only">{t('web.shifts.cancel.cancelShift')}</legend>
          {timing.closeToStart && (
            <p className="text-sm text-red-800">{t('web.shifts.cancel.lateWarning')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              className="bg-red-700 px-3 py-1.5 hover:bg-red-800"
              disabled={action.isPending}
              onClick={() =>
                action.mutate({ kind: 'cancel' }, { onSuccess: done(t('web.shifts.cancel.cancelled')) })
              }
            >
              {t('web.shifts.cancel.confirm')}
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setConfirmingCancel(false)}>
              {t('web.shifts.cancel.keep')}
            </Button>
          </div>
        </fieldset>
      )}
      {accepted && timing.ended && application.jobApplicationHoursStatus === null && (
        <HoursForm
          defaults={{
            start: application.job?.jobStartDateTime ?? '',
            end: application.job?.jobEndDateTime ?? '',
            breakMinutes: 0,
          }}
          pending={action.isPending}
          onSubmit={(hours) =>
            action.mutate(
              { kind: 'confirmHours', hours },
              { onSuccess: done(t('web.shifts.hours.confirmed')) },
            )
          }
        />
      )}
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
