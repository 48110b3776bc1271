import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import { INTEREST_KEYS } from '@jobbel/shared/auth/register.schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { fetchCurrentUser, useCurrentUser } from '../../features/auth/api/get-me';
import { ExperienceEditor } from '../../features/experience/components/experience-editor';
import { checkDrafts, emptyDraft } from '../../features/experience/experience-draft';
import { saveExperience } from '../../features/experience/save-experience';
import { SkillPicker } from '../../features/skills/components/skill-picker';
import { saveSkills } from '../../features/skills/save-skills';
import { updateUser } from '../../features/users/api/update-user';
import { uploadAvatar } from '../../features/users/api/upload-avatar';

// spec 001 §5: names the onboarding refuses, checked 500 ms after typing stops
const RESERVED_USERNAMES = ['admin', 'test', 'user'];
const INTEREST_LABELS: Record<(typeof INTEREST_KEYS)[number], string> = {
  work: 'Werk',
  chores: 'Klusjes',
  physical: 'Fysiek werk',
  creativity: 'Creativiteit',
  health: 'Gezondheid',
  selfcare: 'Zelfzorg',
  school: 'School',
};

function OnboardingFrame({ step, children }: { step: number; children: React.ReactNode }) {
  const profile = useCurrentUser();
  if (profile.isPending) return <Spinner label="Loading..." />;
  // spec 001 §2: a finished registration goes straight to the dashboard
  if (profile.data?.registrationComplete) return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <PageWrapper className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-8">
      <Logo />
      <ol className="my-6 flex w-full max-w-xl gap-2" aria-label="Voortgang">
        {[1, 2, 3].map((index) => (
          <li
            key={index}
            aria-current={index === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-slate-200'}`}
          >
            <span className="sr-only">Stap {index}</span>
          </li>
        ))}
      </ol>
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl sm:p-8">{children}</div>
    </PageWrapper>
  );
}

export function CompleteProfileRoute() {
  const navigate = useNavigate();
  const profile = useCurrentUser();
  const user = profile.data?.user;
  const [displayName, setDisplayName] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [usernameWarning, setUsernameWarning] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (user) setDisplayName((current) => current || `${user.userFirstName} ${user.userLastName}`.trim());
  }, [user]);
  useEffect(() => {
    const timer = setTimeout(() => {
      const taken = RESERVED_USERNAMES.includes((user?.userUsername ?? '').toLowerCase());
      setUsernameWarning(taken ? 'Deze gebruikersnaam is al in gebruik' : '');
    }, 500);
    return () => clearTimeout(timer);
  }, [user?.userUsername]);

  function pickPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size >= MAX_UPLOAD_BYTES) {
      setError('Image file size must be less than 3MB. Please choose a smaller image.');
      event.target.value = '';
      return;
    }
    setError('');
    setPhoto(file);
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!user) return setError('User ID not found. Please log in again.');
    if (!displayName.trim()) return setError('Display name is required');
    setBusy(true);
    try {
      const [first, ...rest] = displayName.trim().split(/\s+/);
      await updateUser(user.userID, {
        userFirstName: first,
        userLastName: rest.join(' ') || user.userLastName,
      });
      if (photo) await uploadAvatar(user.userID, photo);
      await fetchCurrentUser();
      showToast({ type: 'success', message: 'Profile information saved successfully!' });
      navigate(paths.experienceSkills.href());
    } catch {
      setError('Failed to save profile information. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <OnboardingFrame step={1}>
      <form onSubmit={next} noValidate className="space-y-4">
        <h1 className="text-2xl font-extrabold">Welkom bij {PRODUCT_NAME}</h1>
        <p className="text-slate-600">Vertel ons wie je bent. Je kan dit later nog aanpassen.</p>
        {error && <ErrorBox message={error} />}
        <TextField
          label="Weergavenaam"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <TextField
          label="Gebruikersnaam"
          value={user?.userUsername ?? ''}
          disabled
          hint="Gebruikersnaam kan niet worden gewijzigd"
          error={usernameWarning || undefined}
          readOnly
        />
        <div>
          <label htmlFor="onboarding-photo" className="mb-1 block text-sm font-medium text-slate-700">
            Profielfoto (optioneel)
          </label>
          <input
            id="onboarding-photo"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={pickPhoto}
            className="text-sm"
          />
        </div>
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={() => navigate(paths.dashboard.href())}>
            Terug
          </Button>
          <Button type="submit" className="flex-1" disabled={busy}>
            Volgende
          </Button>
        </div>
      </form>
    </OnboardingFrame>
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
    <OnboardingFrame step={2}>
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
    </OnboardingFrame>
  );
}

export function SelectInterestsRoute() {
  const navigate = useNavigate();
  const userID = useCurrentUser().data?.user?.userID;
  const [interests, setInterests] = useState<(typeof INTEREST_KEYS)[number][]>([]);
  const [busy, setBusy] = useState(false);

  async function finish(chosen: (typeof INTEREST_KEYS)[number][]) {
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
    <OnboardingFrame step={3}>
      <div className="space-y-6">
        <h1 className="text-2xl font-extrabold">Waar ben je in geïnteresseerd?</h1>
        <div className="flex flex-wrap gap-2">
          {INTEREST_KEYS.map((key) => {
            const active = interests.includes(key);
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                onClick={() =>
                  setInterests(active ? interests.filter((each) => each !== key) : [...interests, key])
                }
                className={`rounded-full border px-4 py-2 text-sm ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
              >
                {INTEREST_LABELS[key]}
              </button>
            );
          })}
        </div>
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
    </OnboardingFrame>
  );
}
