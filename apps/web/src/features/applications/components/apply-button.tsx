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
  alreadyApplied: boolean;
  onNeedsLogin: () => void;
}

/** spec 001 §4: not applied, applying, applied; business and admin accounts see a disabled button. */
export function ApplyButton({ jobID, userID, accountType, alreadyApplied, onNeedsLogin }: ApplyButtonProps) {
  const apply = useApplyForJob(userID);
  const applied =
    alreadyApplied ||
    apply.isSuccess ||
    (apply.error instanceof ApiError && apply.error.code === 'already_applied');

  if (accountType === 'business') {
    return (
      <Button disabled title={t('web.applications.applyButton.businessAccountsCannotApplyFor')}>
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
  if (applied) return <Button disabled>{t('web.applications.applyButton.applicationSubmitted')}</Button>;

  async function submit() {
    if (userID === undefined) return onNeedsLogin();
    try {
      await apply.mutateAsync(jobID);
      showToast({
        type: 'success',
        message: t('web.applications.applyButton.applicationSubmittedSuccessfully'),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'already_applied') {
        showToast({ type: 'warning', message: t('web.applications.applyButton.youHaveAlreadyAppliedFor') });
      } else if (code === 'job_not_available') {
        showToast({ type: 'error', message: t('web.applications.applyButton.thisJobIsNoLonger') });
      } else if (code === 'business_cannot_apply' && error instanceof Error) {
        showToast({ type: 'error', message: error.message });
      }
      // any other failure was already reported by the API client's toast
    }
  }

  return (
    <Button onClick={submit} disabled={apply.isPending}>
      {apply.isPending
        ? t('web.applications.applyButton.applying')
        : t('web.applications.applyButton.applyNow')}
    </Button>
  );
}
