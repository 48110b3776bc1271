import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

/** A job on a business page, as others see it. */
export function PublicJobCard({ job }: { job: Job }) {
  const start = parseApiDateTime(job.jobStartDateTime);
  return (
    <article
      className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="business-job"
    >
      <div>
        <h3 className="font-semibold text-slate-900">{job.jobTitle}</h3>
        <p className="text-sm text-slate-600">
          {job.jobLocation} ·{' '}
          {start ? formatDate(start, t('web.common.shortDateFormat')) : t('web.common.dateToBeDecided')}
        </p>
      </div>
      <Link
        to={paths.job.href(job.jobID)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {t('web.common.view')}
      </Link>
    </article>
  );
}
