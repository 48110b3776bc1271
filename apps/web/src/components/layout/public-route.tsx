import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, returnPathFrom } from '../../config/paths';
import { useSession } from '../../lib/session-store';
import { WithSplash } from './splash-screen';

/**
 * spec 000 §2: public routes send a valid session to /dashboard. Without one, /dashboard shows the
 * splash and then the public content.
 */
export function PublicRoute({ children }: { children?: React.ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session)
    return <Navigate to={returnPathFrom(new URLSearchParams(search)) ?? paths.dashboard.href()} replace />;
  const content = children ?? <Outlet />;
  return pathname === paths.dashboard.path || pathname === paths.game.path ? (
    <WithSplash>{content}</WithSplash>
  ) : (
    content
  );
}
