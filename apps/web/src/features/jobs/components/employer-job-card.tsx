import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { stripHtml } from '@jobbel/shared/jobs/search-key';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { labelOf, t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';

interface EmployerJobCardProps {
  job: Job;
  applicationCount: number;
  /** hours waiting for the business's decision at this job */
  hoursToApprove?: number;
  onShowApplicants: () => void;
  onDelete: () => void;
}

/** spec 001 §2: a card on the employer dashboard and the owner's business page. */
export function EmployerJobCard({
  job,
  applicationCount,
  hoursToApprove = 0,
  onShowApplicants,
  onDelete,
}: EmployerJobCardProps) {
  const start = parseApiDateTime(job.jobStartDateTime);
  const posted = parseApiDateTime(job.jobAddedDateTime);
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="employer-job-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{job.jobTitle}</h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 capitalize">
          {labelOf('web.jobs.statuses', job.jobStatus || 'active')}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {job.jobLocation} ·{' '}
        {start
          ? formatDate(start, t('web.employer.employerJobCard.postedFormat'))
          : t('web.common.dateToBeDecided')}
      </p>
      <p className="line-clamp-2 text-sm text-slate-600">{stripHtml(job.jobDescription)}</p>
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-brand-700">
          {job.jobWagePerHour === null
            ? t('web.common.onRequest')
            : t('web.employer.employerJobCard.wagePerHour', { wage: formatEuro(job.jobWagePerHour) })}
        </span>
        <button
          type="button"
          onClick={onShowApplicants}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {t('web.employer.employerJobCard.applicationCount', { count: applicationCount })}
        </button>
      </div>
      {hoursToApprove > 0 && (
        <button
          type="button"
          onClick={onShowApplicants}
          data-testid="hours-to-approve"
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-amber-100 px-3 text-sm font-semibold text-amber-900 hover:bg-amber-200"
        >
          {t('web.employer.employerJobCard.hoursToApprove', { count: hoursToApprove })}
        </button>
      )}
      <p className="text-xs text-slate-500">
        {posted
          ? t('web.employer.employerJobCard.postedOn', {
              date: formatDate(posted, t('web.common.shortDateFormat')),
            })
          : t('web.employer.employerJobCard.postedRecently')}
      </p>
      <div className="mt-auto flex gap-2 border-t border-slate-100 pt-3">
        <Link
          to={paths.job.href(job.jobID)}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('web.common.view')}
        </Link>
        <Link
          to={paths.jobEdit.href(job.jobID)}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('web.employer.employerJobCard.edit')}
        </Link>
        <button
          type="button"
          onClick={onDelete}
          className="ml-auto rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {t('web.common.delete')}
        </button>
      </div>
    </article>
  );
}
