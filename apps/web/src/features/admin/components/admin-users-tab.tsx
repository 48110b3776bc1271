import { ADMIN_USER_STATUSES, type AdminUser } from '@jobbel/shared/admin/admin.schemas';
import { t } from '../../../lib/i18n';
import { useAdminUsers } from '../api/admin-queries';
import { useAdminDeleteConfirmed } from '../use-admin-delete-confirmed';
import { useAdminListState } from '../use-admin-list-state';
import { DeleteButton, StatusBadge } from './admin-cells';
import { AdminTable } from './admin-table';

export function AdminUsersTab() {
  const list = useAdminListState();
  const users = useAdminUsers(list.effective);
  const remove = useAdminDeleteConfirmed();
  return (
    <AdminTable<AdminUser>
      label={t('web.admin.adminUsersTab.countLabel')}
      list={list}
      page={users.data}
      rowKey={(user) => user.userID}
      statuses={ADMIN_USER_STATUSES}
      columns={[
        {
          header: t('web.admin.adminUsersTab.user'),
          cell: (user) => <span className="font-medium">{user.name}</span>,
        },
        {
          header: t('web.common.contact'),
          cell: (user) => (
            <span>
              {user.email}
              <br />
              {user.phone ?? '–'}
            </span>
          ),
        },
        { header: t('web.common.location'), cell: (user) => user.city ?? '–' },
        { header: t('web.common.status'), cell: (user) => <StatusBadge status={user.status} /> },
        { header: t('web.admin.adminUsersTab.completedJobs'), cell: (user) => user.completedJobs },
        {
          header: t('web.admin.adminUsersTab.rating'),
          cell: (user) =>
            user.rating === null ? '–' : t('web.admin.adminUsersTab.ratingValue', { average: user.rating }),
        },
        {
          header: t('web.common.actions'),
          cell: (user) => <DeleteButton onClick={() => void remove('user', user.userID)} />,
        },
      ]}
    />
  );
}
