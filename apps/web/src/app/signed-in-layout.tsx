import { Link, Outlet, useNavigate } from 'react-router';
import { Logo } from '../components/ui/logo';
import { useCurrentUser } from '../features/auth/api/get-me';
import { logout } from '../features/auth/api/logout';

/** The signed-in frame: logo, who is signed in, Sign out. Issue 4 grows it into the full shell. */
export function SignedInLayout() {
  const navigate = useNavigate();
  const { data: profile } = useCurrentUser();
  const displayName = profile?.user
    ? `${profile.user.userFirstName} ${profile.user.userLastName}`
    : profile?.account_email;

  async function signOut() {
    await logout();
    navigate('/', { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <nav
          className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3"
          aria-label="Hoofdnavigatie"
        >
          <Link
            to={profile?.account_type === 'business' ? '/employer-dashboard' : '/dashboard'}
            aria-label="Naar het dashboard"
          >
            <Logo size="sm" />
          </Link>
          <div className="flex items-center gap-3">
            {displayName && (
              <span className="hidden text-sm text-slate-600 sm:inline" data-testid="signed-in-as">
                {displayName}
              </span>
            )}
            <button
              type="button"
              onClick={signOut}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2"
            >
              Sign out
            </button>
          </div>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
