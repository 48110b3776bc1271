import { useNavigate } from 'react-router';
import { PROFILE_TOAST_DURATION, showToast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { useCurrentUser, useRefreshCurrentUser } from '../../features/auth/api/get-me';
import { ProfileStepForm } from '../../features/onboarding/components/profile-step-form';
import { useUpdateUser } from '../../features/users/api/update-user';
import { useUploadAvatar } from '../../features/users/api/upload-avatar';
import { t } from '../../lib/i18n';
import { OnboardingStep } from './onboarding-step';

/** spec 001 §2: onboarding step 1, /complete-profile. */
export function CompleteProfileRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser().data?.user;
  const update = useUpdateUser(user?.userID);
  const upload = useUploadAvatar(user?.userID);
  const refresh = useRefreshCurrentUser();

  async function save({ displayName, photo }: { displayName: string; photo: File | null }) {
    if (!user) throw new Error(t('web.common.errors.userMissing'));
    const [first, ...rest] = displayName.split(/\s+/);
    try {
      await update.mutateAsync({
        userFirstName: first,
        userLastName: rest.join(' ') || user.userLastName,
      });
      if (photo) await upload.mutateAsync(photo);
      await refresh();
    } catch {
      throw new Error(t('web.onboarding.completeProfile.saveFailed'));
    }
    showToast({
      duration: PROFILE_TOAST_DURATION,
      type: 'success',
      message: t('web.onboarding.completeProfile.saved'),
    });
    navigate(paths.experienceSkills.href());
  }

  return (
    <OnboardingStep step={1}>
      <ProfileStepForm
        defaultDisplayName={user ? `${user.userFirstName} ${user.userLastName}`.trim() : ''}
        username={user?.userUsername ?? ''}
        onSubmit={save}
        onBack={() => navigate(paths.dashboard.href())}
      />
    </OnboardingStep>
  );
}
