import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useCurrentUser, useRefreshCurrentUser } from '../../features/auth/api/get-me';
import { InterestPicker } from '../../features/onboarding/components/interest-picker';
import type { Interest } from '../../features/onboarding/interests';
import { useUpdateUser } from '../../features/users/api/update-user';
import { t } from '../../lib/i18n';
import { OnboardingStep } from './onboarding-step';

/** spec 001 §2: onboarding step 3, /select-interests. */
export function SelectInterestsRoute() {
  const navigate = useNavigate();
  const update = useUpdateUser(useCurrentUser().data?.user?.userID);
  const refresh = useRefreshCurrentUser();
  const [interests, setInterests] = useState<Interest[]>([]);
  const [busy, setBusy] = useState(false);

  async function finish(chosen: Interest[]) {
    setBusy(true);
    try {
      await update.mutateAsync({
        registrationComplete: true,
        ...(chosen.length > 0 ? { userInterests: chosen } : {}),
      });
      await refresh();
      navigate(paths.dashboard.href(), { replace: true });
    } catch {
      showToast({ type: 'error', message: t('web.common.profileUpdateFailed') });
      setBusy(false);
    }
  }

  return (
    <OnboardingStep step={3}>
      <div className="space-y-6">
        <h1 className="text-2xl font-extrabold">{t('web.onboarding.selectInterests.title')}</h1>
        <InterestPicker selected={interests} onChange={setInterests} />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => navigate(paths.experienceSkills.href())}>
            {t('web.common.previous')}
          </Button>
          <Button variant="ghost" onClick={() => finish([])} disabled={busy}>
            {t('web.onboarding.selectInterests.skip')}
          </Button>
          <Button
            className="ml-auto"
            onClick={() => finish(interests)}
            disabled={busy || interests.length === 0}
          >
            {t('web.onboarding.selectInterests.finish')}
          </Button>
        </div>
      </div>
    </OnboardingStep>
  );
}
