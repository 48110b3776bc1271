import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { format, parse } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { Link, useNavigate, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { cacheCurrentUser, readCachedUser, useCurrentUser } from '../../features/auth/api/get-me';
import { useExperience } from '../../features/experience/api/experience';
import { useSkills } from '../../features/skills/api/skills';
import { useUser } from '../../features/users/api/get-user';
import { uploadAvatar } from '../../features/users/api/upload-avatar';
import { mediaUrl } from '../../lib/media-url';
import { Avatar } from '../shell/profile-menu';

// spec 001 §3: 'Mon YYYY - Mon YYYY' or '- Present'
export function experiencePeriod(
  entry: Pick<WorkExperience, 'workExperienceStartDate' | 'workExperienceEndDate'>,
): string {
  const month = (value: string) =>
    format(parse(value, 'yyyy-MM-dd', new Date()), 'MMM yyyy', { locale: enUS });
  const start = month(entry.workExperienceStartDate);
  return entry.workExperienceEndDate
    ? `${start} - ${month(entry.workExperienceEndDate)}`
    : `${start} - Present`;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileView({ userID }: { userID: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useCurrentUser();
  const user = useUser(userID);
  const skills = useSkills(userID);
  const experience = useExperience(userID);
  const isOwn = viewer.data?.user?.userID === userID;

  if (user.isPending) return <Spinner label="Loading..." />;
  if (user.isError) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">User Profile Not Found</h1>
        <Button className="mt-5" onClick={() => navigate(paths.dashboard.href())}>
          Back to Dashboard
        </Button>
      </div>
    );
  }

  async function changeAvatar(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size >= MAX_UPLOAD_BYTES) {
      showToast({
        type: 'error',
        message: 'Profile image file size must be less than 3MB. Please choose a smaller image.',
      });
      return;
    }
    try {
      const { url, avatarVersion } = await uploadAvatar(userID, file);
      const cached = await readCachedUser();
      if (cached?.user)
        await cacheCurrentUser({ ...cached, user: { ...cached.user, userAvatar: url, avatarVersion } });
      await queryClient.invalidateQueries({ queryKey: ['user', userID] });
      showToast({ type: 'success', message: 'Profile picture updated' });
    } catch (error) {
      showToast({
        type: 'error',
        message: `Failed to upload profile picture: ${error instanceof Error ? error.message : 'unknown error'}`,
      });
    }
  }

  const profile = user.data;
  const name = `${profile.userFirstName} ${profile.userLastName}`;
  return (
    <PageWrapper className="space-y-6">
      <section className="flex flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:flex-row sm:text-left">
        <div className="relative">
          <Avatar name={name} url={mediaUrl(profile.userAvatar)} className="h-24 w-24 text-2xl" />
          {isOwn && (
            <label className="absolute -right-1 -bottom-1 cursor-pointer rounded-full bg-brand-700 px-2 py-1 text-xs font-semibold text-white shadow">
              Wijzig
              <input
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                onChange={changeAvatar}
                className="sr-only"
                aria-label="Profielfoto wijzigen"
              />
            </label>
          )}
        </div>
        <div className="flex-1">
          <h1 className="text-3xl font-extrabold text-slate-900">{name}</h1>
          <p className="text-slate-600">{profile.userAddressCity ?? 'België'}</p>
          {profile.userEmail && <p className="text-sm text-slate-600">{profile.userEmail}</p>}
          {profile.userPhoneNumber && <p className="text-sm text-slate-600">{profile.userPhoneNumber}</p>}
          <p className="mt-2 text-slate-700">{profile.userBio || 'Nog geen bio.'}</p>
        </div>
      </section>
      <dl className="grid grid-cols-3 gap-4">
        <Stat label="Beoordeling" value="–" />
        <Stat label="Voltooide jobs" value={profile.userStats?.completedJobs ?? 0} />
        <Stat label="Gewerkte uren" value={profile.userStats?.totalHours ?? 0} />
      </dl>
      {isOwn && (
        <div className="grid gap-4 sm:grid-cols-3">
          {['Ready for work', 'Availability', 'Update Profile'].map((tile) => (
            <button
              key={tile}
              type="button"
              className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm font-semibold text-slate-700"
            >
              {tile}
            </button>
          ))}
        </div>
      )}
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="mb-3 text-lg font-bold">Vaardigheden</h2>
        {skills.data?.length ? (
          <ul className="flex flex-wrap gap-2" data-testid="profile-skills">
            {skills.data.map((skill) => (
              <li
                key={skill.userSkillID}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800"
              >
                {skill.userSkillName}
                {skill.userSkillLevel ? ` (${skill.userSkillLevel})` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Nog geen vaardigheden.</p>
        )}
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-lg font-bold">Werkervaring</h2>
          {isOwn && (
            <Link
              to={paths.manageSkills.href()}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Add Experience
            </Link>
          )}
        </div>
        {experience.data?.length ? (
          <ul className="space-y-3" data-testid="profile-experience">
            {experience.data.map((entry) => (
              <li key={entry.workExperienceID}>
                <p className="font-semibold text-slate-900">
                  {entry.workExperienceFunction} · {entry.workExperienceCompany}
                </p>
                <p className="text-sm text-slate-600">{experiencePeriod(entry)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Nog geen werkervaring.</p>
        )}
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="mb-2 text-lg font-bold">Reviews</h2>
        <p className="text-slate-600">Nog geen reviews.</p>
      </section>
    </PageWrapper>
  );
}

export function UserProfileRoute() {
  const userID = Number(useParams().userId);
  return <ProfileView key={userID} userID={userID} />;
}

export function MyProfileRoute() {
  const userID = useCurrentUser().data?.user?.userID;
  if (userID === undefined) return <Spinner label="Loading your profile..." />;
  return <ProfileView userID={userID} />;
}
