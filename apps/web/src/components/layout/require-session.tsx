import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { sessionEndReason, useSession } from '../../lib/session-store';

/**
 * Signed-in screens: without a session the visitor signs in first and comes back to this page
 * (docs/decisions/tokens-and-sessions.md; spec 001 §2 sent them to /register).
 */
export function RequireSession({ children }: { children?: React.ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session)
    return <Navigate to={paths.login.href(pathname + search, sessionEndReason() ?? 'signed-out')} replace />;
  return children ?? <Outlet />;
}
