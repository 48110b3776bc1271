import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useApplyForJob } from '../api/apply-for-job';

interface ApplyButtonProps {
  jobID: number;
  userID: number | undefined;
  isBusiness: boolean;
  alreadyApplied: boolean;
  onNeedsLogin: () => void;
}

/** spec 001 §4: not applied, applying, applied; business accounts see a disabled button. */
export function ApplyButton({ jobID, userID, isBusiness, alreadyApplied, onNeedsLogin }: ApplyButtonProps) {
  const apply = useApplyForJob(userID);
  const applied =
    alreadyApplied ||
    apply.isSuccess ||
    (apply.error instanceof ApiError && apply.error.code === 'already_applied');

  if (isBusiness) {
    return (
      <Button disabled title={t('web.applications.applyButton.businessAccountsCannotApplyFor')}>
        {t('web.applications.applyButton.businessAccount')}
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
      const message = error instanceof Error ? error.message : '';
      if (message.includes('already applied')) {
        showToast({ type: 'warning', message: t('web.applications.applyButton.youHaveAlreadyAppliedFor') });
      } else if (message.includes('job not available')) {
        showToast({ type: 'error', message: t('web.applications.applyButton.thisJobIsNoLonger') });
      } else if (error instanceof ApiError && error.code === 'business_cannot_apply') {
        showToast({ type: 'error', message });
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
