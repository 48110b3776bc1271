import type { ReactNode } from 'react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { fetchCurrentUser, useCurrentUser } from '../../features/auth/api/get-me';
import { ExperienceEditor } from '../../features/experience/components/experience-editor';
import { checkDrafts, emptyDraft } from '../../features/experience/experience-draft';
import { saveExperience } from '../../features/experience/save-experience';
import { InterestPicker } from '../../features/onboarding/components/interest-picker';
import { OnboardingFrame } from '../../features/onboarding/components/onboarding-frame';
import { ProfileStepForm } from '../../features/onboarding/components/profile-step-form';
import type { Interest } from '../../features/onboarding/interests';
import { SkillPicker } from '../../features/skills/components/skill-picker';
import { saveSkills } from '../../features/skills/save-skills';
import { updateUser } from '../../features/users/api/update-user';
import { uploadAvatar } from '../../features/users/api/upload-avatar';

/** spec 001 §2: a finished registration goes straight to the dashboard. */
function OnboardingStep({ step, children }: { step: number; children: ReactNode }) {
  const profile = useCurrentUser();
  if (profile.isPending) return <Spinner label="Loading..." />;
  if (profile.data?.registrationComplete) return <Navigate to={paths.dashboard.href()} replace />;
  return <OnboardingFrame step={step}>{children}</OnboardingFrame>;
}

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

export function ExperienceSkillsRoute() {
  const navigate = useNavigate();
  const userID = useCurrentUser().data?.user?.userID;
  const [drafts, setDrafts] = useState([emptyDraft()]);
  const [skills, setSkills] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function next() {
    if (userID === undefined) return setErrors(['User ID not found. Please log in again.']);
    const { kept, errors: invalid } = checkDrafts(drafts);
    if (invalid.length > 0) return setErrors(invalid);
    setBusy(true);
    const failures = [...(await saveExperience(userID, [], kept)), ...(await saveSkills(userID, [], skills))];
    setBusy(false);
    if (failures.length > 0) return setErrors(failures);
    navigate(paths.selectInterests.href());
  }

  return (
    <OnboardingStep step={2}>
      <div className="space-y-6">
        <h1 className="text-2xl font-extrabold">Ervaring & vaardigheden</h1>
        {errors.map((message) => (
          <ErrorBox key={message} message={message} />
        ))}
        <ExperienceEditor drafts={drafts} onChange={setDrafts} />
        <div>
          <h2 className="mb-3 font-bold">Vaardigheden</h2>
          <SkillPicker selected={skills} onChange={setSkills} />
        </div>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => navigate(paths.completeProfile.href())}
          >
            Terug
          </Button>
          <Button className="flex-1" onClick={next} disabled={busy}>
            Volgende
          </Button>
        </div>
      </div>
    </OnboardingStep>
  );
}

export function SelectInterestsRoute() {
  const navigate = useNavigate();
  const userID = useCurrentUser().data?.user?.userID;
  const [interests, setInterests] = useState<Interest[]>([]);
  const [busy, setBusy] = useState(false);

  async function finish(chosen: Interest[]) {
    if (userID === undefined) return;
    setBusy(true);
    try {
      await updateUser(userID, {
        registrationComplete: true,
        ...(chosen.length > 0 ? { userInterests: chosen } : {}),
      });
      await fetchCurrentUser();
      navigate(paths.dashboard.href(), { replace: true });
    } catch {
      showToast({ type: 'error', message: 'Failed to update profile. Please try again.' });
      setBusy(false);
    }
  }

  return (
    <OnboardingStep step={3}>
      <div className="space-y-6">
        <h1 className="text-2xl font-extrabold">Waar ben je in geïnteresseerd?</h1>
        <InterestPicker selected={interests} onChange={setInterests} />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => navigate(paths.experienceSkills.href())}>
            Vorige
          </Button>
          <Button variant="ghost" onClick={() => finish([])} disabled={busy}>
            Skip
          </Button>
          <Button
            className="ml-auto"
            onClick={() => finish(interests)}
            disabled={busy || interests.length === 0}
          >
            Voltooien
          </Button>
        </div>
      </div>
    </OnboardingStep>
  );
}
