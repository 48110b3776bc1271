import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { fetchCurrentUser, useCurrentUser } from '../../features/auth/api/get-me';
import { ProfileStepForm } from '../../features/onboarding/components/profile-step-form';
import { updateUser } from '../../features/users/api/update-user';
import { uploadAvatar } from '../../features/users/api/upload-avatar';
import { OnboardingStep } from './onboarding-step';

/** spec 001 §2: onboarding step 1, /complete-profile. */
export function CompleteProfileRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser().data?.user;

  async function save({ displayName, photo }: { displayName: string; photo: File | null }) {
    if (!user) throw new Error('User ID not found. Please log in again.');
    const [first, ...rest] = displayName.split(/\s+/);
    try {
      await updateUser(user.userID, {
        userFirstName: first,
        userLastName: rest.join(' ') || user.userLastName,
      });
      if (photo) await uploadAvatar(user.userID, photo);
      await fetchCurrentUser();
    } catch {
      throw new Error('Failed to save profile information. Please try again.');
    }
    showToast({ type: 'success', message: 'Profile information saved successfully!' });
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
