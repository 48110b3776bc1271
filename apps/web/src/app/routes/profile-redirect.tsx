import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { readCachedUser } from '../../features/auth/api/get-me';

/** spec 000 §2: /profile goes to the stored user's own profile, or to the dashboard. */
export function ProfileRedirectRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    readCachedUser()
      .then((cached) => {
        const userID = cached?.user?.userID;
        navigate(userID ? paths.profile.href(userID) : paths.dashboard.href(), { replace: true });
      })
      .catch(() => navigate(paths.dashboard.href(), { replace: true }));
  }, [navigate]);
  return <Spinner label="Loading your profile..." />;
}
