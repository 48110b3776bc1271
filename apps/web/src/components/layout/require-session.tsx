import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-store';

/** Signed-in screens: without a valid token the visitor goes to /register (spec 001 §2). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to={paths.register.href()} replace />;
  return <Outlet />;
}
