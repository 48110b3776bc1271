import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session-store';
import { WithSplash } from './splash-screen';

/**
 * spec 000 §2: public routes send a valid session to /dashboard. Without one, /dashboard shows the
 * splash and then the public content.
 */
export function PublicRoute({ children }: { children?: React.ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session) return <Navigate to="/dashboard" replace />;
  const content = children ?? <Outlet />;
  return pathname === '/dashboard' || pathname === '/game' ? <WithSplash>{content}</WithSplash> : content;
}
