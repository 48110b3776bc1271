import { ADMIN_JOB_STATUSES, type AdminJob } from '@jobbel/shared/admin/admin.schemas';
import { labelOf, t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import { useAdminJobs } from '../api/admin-queries';
import { useAdminDeleteConfirmed } from '../use-admin-delete-confirmed';
import { useAdminListState } from '../use-admin-list-state';
import { DeleteButton, StatusBadge } from './admin-cells';
import { AdminTable } from './admin-table';

export function AdminJobsTab() {
  const list = useAdminListState();
  const jobs = useAdminJobs(list.effective);
  const remove = useAdminDeleteConfirmed();
  return (
    <AdminTable<AdminJob>
      label={t('web.admin.adminJobsTab.countLabel')}
      list={list}
      page={jobs.data}
      rowKey={(job) => job.jobID}
      statuses={ADMIN_JOB_STATUSES}
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
