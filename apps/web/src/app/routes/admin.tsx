import { Spinner } from '../../components/ui/spinner';
import { AdminAccessDenied } from '../../features/admin/components/admin-access-denied';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { t } from '../../lib/i18n';

/** spec 001 §2: the admin dashboard, for admin accounts only (docs/decisions/sample-data-screens.md). */
export function AdminRoute() {
  const profile = useCurrentUser();
  if (profile.isPending) return <Spinner label={t('web.common.loading')} />;
  if (profile.data?.account_type !== 'admin') return <AdminAccessDenied />;
  return <AdminDashboard />;
}
