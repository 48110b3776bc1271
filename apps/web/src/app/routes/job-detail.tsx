import { Link, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { useSession } from '../../lib/session-store';
import { PlaceholderRoute } from './placeholder';

/** spec 001 §5: job detail needs a valid token. The detail itself arrives with issue 4. */
export function JobDetailRoute() {
  const session = useSession();
  const { id } = useParams();
  if (!session) {
    return (
      <PageWrapper className="flex min-h-screen items-center justify-center px-4">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-semibold text-slate-900">Please log in to view job details</p>
          <Link to="/login" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            Sign In
          </Link>
        </div>
      </PageWrapper>
    );
  }
  return <PlaceholderRoute title={`Job ${id}`} description="De jobdetails komen hier binnenkort." />;
}
