import { showToast } from '../../../components/toast/toast-store';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { t } from '../../../lib/i18n';
import { useShiftAction } from '../api/shift-actions';

/**
 * Marks a worker who did not come as a no-show, after the same confirmation as in the applicants list;
 * the server applies the no-show rules (from 30 minutes after the start, contestable by the worker).
 */
export function NoShowNow({ applicationID, onDone }: { applicationID: number; onDone: () => unknown }) {
  const action = useShiftAction(applicationID, onDone);
  return (
    <ConfirmStep
      label={t('web.shifts.noShow.mark')}
      question={t('web.shifts.noShow.question')}
      confirm={t('web.shifts.noShow.confirmMark')}
      keep={t('web.shifts.noShow.keep')}
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
