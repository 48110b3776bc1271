import { useNavigate, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { rememberOwnAvatar, useCurrentUser } from '../../features/auth/api/get-me';
import { ExperienceSection } from '../../features/experience/components/experience-section';
import { ReviewsSection } from '../../features/shifts/components/reviews-section';
import { SkillsSection } from '../../features/skills/components/skills-section';
import { useUser } from '../../features/users/api/get-user';
import { ProfileHeader } from '../../features/users/components/profile-header';
import { ProfileNotFound, ProfileStats } from '../../features/users/components/profile-stats';
import { t } from '../../lib/i18n';

function ProfileView({ userID }: { userID: number }) {
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const user = useUser(userID);
  const isOwn = viewer.data?.user?.userID === userID;

  if (user.isPending) return <Spinner label={t('web.common.loading')} />;
  if (user.isError) return <ProfileNotFound onBack={() => navigate(paths.dashboard.href())} />;
  return (
    <PageWrapper className="space-y-6">
      <ProfileHeader
        user={user.data}
        isOwn={isOwn}
        onAvatarChanged={(change) => void rememberOwnAvatar(change)}
      />
      <ProfileStats user={user.data} isOwn={isOwn} />
      <SkillsSection userID={userID} />
      <ExperienceSection userID={userID} isOwn={isOwn} />
      <ReviewsSection subject={{ userID }} />
    </PageWrapper>
  );
}

/** spec 001 §2: /profile/{userId}, anyone's public profile. */
export function UserProfileRoute() {
  const userID = Number(useParams().userId);
  return <ProfileView key={userID} userID={userID} />;
}

/** spec 001 §2: /my-profile. */
export function MyProfileRoute() {
  const userID = useCurrentUser().data?.user?.userID;
  if (userID === undefined) return <Spinner label={t('web.common.loadingYourProfile')} />;
  return <ProfileView userID={userID} />;
}
