import { showToast } from '../../../components/toast/toast-store';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { t } from '../../../lib/i18n';
import { useShiftAction } from '../api/shift-actions';

/** The no-show step as the business takes it: what it means for the worker, then yes or no. */
export function NoShowConfirm({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  return (
    <ConfirmStep
      label={t('web.shifts.noShow.mark')}
      question={t('web.shifts.noShow.question')}
      confirm={t('web.shifts.noShow.confirmMark')}
      keep={t('web.shifts.noShow.keep')}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/**
 * Marks a worker who did not come as a no-show from outside the applicants list (the venue's screen);
 * the server applies the no-show rules (from 30 minutes after the start, contestable by the worker).
 */
export function NoShowNow({ applicationID, onDone }: { applicationID: number; onDone: () => unknown }) {
  const action = useShiftAction(applicationID, onDone);
  return (
    <NoShowConfirm
      pending={action.isPending}
      onConfirm={() =>
        action.mutate(
          { kind: 'noShow' },
          { onSuccess: () => showToast({ type: 'success', message: t('web.shifts.noShow.marked') }) },
        )
      }
    />
  );
}
