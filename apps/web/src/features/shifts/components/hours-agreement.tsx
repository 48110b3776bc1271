import type { Application } from '@jobbel/shared/applications/application.schemas';
import { HOURS_COMMENT_MAX } from '@jobbel/shared/shifts/shift.constants';
import { isHoursContestOpen } from '@jobbel/shared/shifts/shift-rules';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { nowAsApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { useShiftAction } from '../api/shift-actions';
import { ReasonForm } from './reason-form';

type ShiftAction = ReturnType<typeof useShiftAction>;
const done = (message: string) => () => showToast({ type: 'success', message });

/** The worker's answer to corrected hours: agree, or contest once within 72 hours with a comment. */
export function CorrectionAnswer({ application, action }: { application: Application; action: ShiftAction }) {
  const correctedAt = application.jobApplicationCompletedDateTime;
  if (
    application.jobApplicationHoursStatus !== 'corrected' ||
    !correctedAt ||
    !isHoursContestOpen(correctedAt, nowAsApiDateTime())
  )
    return null;
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Button
        className="px-3 py-1.5"
        disabled={action.isPending}
        onClick={() =>
          action.mutate({ kind: 'acceptCorrection' }, { onSuccess: done(t('web.shifts.hours.agreed')) })
        }
      >
        {t('web.shifts.hours.agree')}
      </Button>
      <ReasonForm
        texts={{
          open: t('web.shifts.hours.contest'),
          label: t('web.shifts.hours.contestLabel'),
          confirm: t('web.shifts.hours.sendContest'),
          required: t('web.shifts.hours.contestRequired'),
        }}
        maxLength={HOURS_COMMENT_MAX}
        pending={action.isPending}
        onSubmit={(comment) =>
          action.mutate(
            { kind: 'contestHours', comment },
            { onSuccess: done(t('web.shifts.hours.contested')) },
          )
        }
      />
    </div>
  );
}

/** The business's second and final word on contested hours: its correction, or the worker's hours. */
export function ContestedHoursDecision({
  application,
  action,
}: {
  application: Application;
  action: ShiftAction;
}) {
  if (application.jobApplicationHoursStatus !== 'contested') return null;
  const settle = (final: 'correction' | 'worker') =>
    action.mutate({ kind: 'settleHours', final }, { onSuccess: done(t('web.shifts.hours.settled')) });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmStep
        label={t('web.shifts.hours.takeWorkers')}
        question={t('web.shifts.hours.finalQuestion')}
        confirm={t('web.shifts.hours.confirmFinal')}
        keep={t('web.shifts.hours.notYet')}
        pending={action.isPending}
        onConfirm={() => settle('worker')}
      />
      <ConfirmStep
        label={t('web.shifts.hours.keepCorrection')}
        question={t('web.shifts.hours.finalQuestion')}
        confirm={t('web.shifts.hours.confirmFinal')}
        keep={t('web.shifts.hours.notYet')}
        pending={action.isPending}
        onConfirm={() => settle('correction')}
      />
    </div>
  );
}
