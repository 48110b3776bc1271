import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { t } from '../../lib/i18n';

/** spec 000 §2: /profile goes to the signed-in user's own profile, or to the dashboard. */
export function ProfileRedirectRoute() {
  const profile = useCurrentUser();
  if (profile.isPending && profile.fetchStatus !== 'idle')
    return <Spinner label={t('web.common.loadingYourProfile')} />;
  const userID = profile.data?.user?.userID;
  return <Navigate to={userID ? paths.profile.href(userID) : paths.dashboard.href()} replace />;
}
