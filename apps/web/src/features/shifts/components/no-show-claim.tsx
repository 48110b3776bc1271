import type { Application } from '@jobbel/shared/applications/application.schemas';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { useShiftAction } from '../api/shift-actions';
import { noShowTiming, shiftTiming } from '../shift-timing';
import { NoShowConfirm } from './no-show-now';

/**
 * The business's side of a no-show: claim it (from 30 minutes after the start, after a confirmation),
 * take it back, or keep a contested one after reading the worker's reason.
 */
export function NoShowClaim({
  application,
  action,
}: {
  application: Application;
  action: ReturnType<typeof useShiftAction>;
}) {
  const noShow = noShowTiming(application);
  const done = (message: string) => () => showToast({ type: 'success', message });
  const claimable =
    application.jobApplicationStatus === 'accepted' &&
    application.jobApplicationHoursStatus === null &&
    shiftTiming(application).started;

  if (claimable && !noShow.claimable)
    return <p className="text-xs text-slate-500">{t('web.shifts.noShow.notYet')}</p>;
  if (claimable)
    return (
      <NoShowConfirm
        pending={action.isPending}
        onConfirm={() =>
          action.mutate({ kind: 'noShow' }, { onSuccess: done(t('web.shifts.noShow.marked')) })
        }
      />
    );
  if (application.jobApplicationStatus !== 'noShow') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {application.jobApplicationNoShowState === 'contested' && (
        <Button
          className="px-3 py-1.5"
          disabled={action.isPending}
          onClick={() =>
            action.mutate({ kind: 'confirmNoShow' }, { onSuccess: done(t('web.shifts.noShow.kept')) })
          }
        >
          {t('web.shifts.noShow.keepClaim')}
        </Button>
      )}
      {noShow.withdrawable && (
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={action.isPending}
          onClick={() =>
            action.mutate({ kind: 'withdrawNoShow' }, { onSuccess: done(t('web.shifts.noShow.withdrawn')) })
          }
        >
          {t('web.shifts.noShow.withdraw')}
        </Button>
      )}
    </div>
  );
}
