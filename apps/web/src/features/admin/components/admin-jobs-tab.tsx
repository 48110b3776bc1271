import { ADMIN_JOB_STATUSES, type AdminJob } from '@jobbel/shared/admin/admin.schemas';
import { labelOf, t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import { ADMIN_PAGE_SIZE, useAdminJobs } from '../api/admin-queries';
import { useAdminDeleteConfirmed } from '../use-admin-delete-confirmed';
import { useAdminListState } from '../use-admin-list-state';
import { DeleteButton, StatusBadge } from './admin-cells';
import { AdminTable } from './admin-table';

export function AdminJobsTab() {
  const { query, effective, setQuery } = useAdminListState();
  const jobs = useAdminJobs(effective);
  const remove = useAdminDeleteConfirmed();
  return (
    <AdminTable<AdminJob>
      label={t('web.admin.adminJobsTab.countLabel')}
      rows={jobs.data?.data ?? []}
      total={jobs.data?.total ?? 0}
      offset={query.offset}
      pageSize={ADMIN_PAGE_SIZE}
      rowKey={(job) => job.jobID}
      onPage={(offset) => setQuery({ ...query, offset })}
      search={query.search}
      onSearch={(search) => setQuery({ ...query, search, offset: 0 })}
      status={query.status}
      statuses={ADMIN_JOB_STATUSES}
      onStatus={(status) => setQuery({ ...query, status, offset: 0 })}
      columns={[
        {
          header: t('web.admin.adminJobsTab.job'),
          cell: (job) => (
            <span>
              <span className="font-medium">{job.jobTitle}</span>
              <br />
              {labelOf('web.jobs.types', job.jobType)}
            </span>
          ),
        },
        { header: t('web.admin.adminJobsTab.company'), cell: (job) => job.companyName },
        { header: t('web.common.location'), cell: (job) => job.jobLocation },
        { header: t('web.common.status'), cell: (job) => <StatusBadge status={job.jobStatus} /> },
        { header: t('web.admin.adminJobsTab.applications'), cell: (job) => job.applications },
        {
          header: t('web.admin.adminJobsTab.wage'),
          cell: (job) =>
            job.jobWagePerHour === null
              ? '–'
              : t('web.common.money.perHourShort', { wage: formatEuro(job.jobWagePerHour) }),
        },
        {
          header: t('web.common.actions'),
          cell: (job) => <DeleteButton onClick={() => void remove('job', job.jobID)} />,
        },
      ]}
    />
  );
}
