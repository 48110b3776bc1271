import type { ApplicationStatus } from '@jobbel/shared/applications/application.schemas';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useApplyForJob } from '../api/apply-for-job';

interface ApplyButtonProps {
  jobID: number;
  userID: number | undefined;
  /** who is looking: only workers apply (businesses and admins see why not) */
  accountType: 'user' | 'business' | 'admin' | undefined;
  /** how an earlier application to this job ended, when the worker may apply again (withdrawn, cancelled) */
  earlier?: ApplicationStatus;
  onNeedsLogin: () => void;
}

/** spec 001 §4: not applied, applying, applied; business and admin accounts see a disabled button. */
export function ApplyButton({ jobID, userID, accountType, earlier, onNeedsLogin }: ApplyButtonProps) {
  const apply = useApplyForJob(userID);
  const applied =
    apply.isSuccess || (apply.error instanceof ApiError && apply.error.code === 'already_applied');

  if (accountType === 'business') {
    return (
      <Button disabled title={t('web.applications.applyButton.businessCannotApply')}>
        {t('web.applications.applyButton.businessAccount')}
      </Button>
    );
  }
  if (accountType === 'admin') {
    return (
      <Button disabled title={t('web.applications.applyButton.adminsCannotApply')}>
        {t('web.applications.applyButton.adminAccount')}
      </Button>
    );
  }
  if (applied) return <Button disabled>{t('web.applications.applyButton.submitted')}</Button>;

  async function submit() {
    if (userID === undefined) return onNeedsLogin();
    try {
      await apply.mutateAsync(jobID);
      showToast({
        type: 'success',
        message: t('web.applications.applyButton.submittedToast'),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'already_applied') {
        showToast({ type: 'warning', message: t('web.applications.applyButton.alreadyApplied') });
      } else if (code === 'job_not_available') {
        showToast({ type: 'error', message: t('web.applications.applyButton.closed') });
      } else if (code === 'business_cannot_apply' && error instanceof Error) {
        showToast({ type: 'error', message: error.message });
      }
      // any other failure was already reported by the API client's toast
    }
  }

  const button = (
    <Button onClick={submit} disabled={apply.isPending}>
      {apply.isPending
        ? t('web.applications.applyButton.applying')
        : earlier
          ? t('web.applications.applyButton.applyAgain')
          : t('web.applications.applyButton.applyNow')}
    </Button>
  );
  if (!earlier) return button;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-slate-700" data-testid="own-application">
        {earlier === 'withdrawn'
          ? t('web.applications.applyButton.afterWithdrawing')
          : t('web.applications.applyButton.afterCancellation')}
      </p>
      {button}
    </div>
  );
}
