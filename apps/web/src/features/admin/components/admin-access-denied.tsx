import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function AdminAccessDenied() {
  return (
    <div className="mx-auto mt-20 max-w-lg rounded-2xl bg-white p-10 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">The admin dashboard is only available for administrators.</p>
      <Link
        to={paths.dashboard.href()}
        className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
      >
        Back to App
      </Link>
    </div>
  );
}
