import { stripHtml } from '@jobbel/shared/jobs/search-key';
import { Link } from 'react-router';
import { BusinessLink } from '../../../components/business-link';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { labelOf, t } from '../../../lib/i18n';
import { fallBackToStock, mediaUrl, stockImage } from '../../../lib/media-url';
import { formatEuro } from '../../../lib/money';
import type { EnrichedJob } from '../enrich-job';
import { regimesLine } from '../regime-labels';

// spec 000 §9: '{wage}/uur' or 'Op aanvraag'; '{n} uur totaal'
export function wageLabel(wage: number | null | undefined): string {
  return wage === null || wage === undefined
    ? t('web.common.onRequest')
    : t('web.common.money.perHourShort', { wage: formatEuro(wage) });
}

export function hoursLabel(hours: number | null | undefined): string | undefined {
  return hours === null || hours === undefined ? undefined : t('web.jobs.jobCard.hoursTotal', { hours });
}

function MetaItem({
  label,
  icon,
  wide,
  children,
}: {
  label: string;
  icon: IconName;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5">
        <Icon name={icon} className="h-4 w-4 text-slate-400" />
        {children}
      </dd>
    </div>
  );
}

export function JobCard({ job, actions }: { job: EnrichedJob; actions?: React.ReactNode }) {
  const start = parseApiDateTime(job.jobStartDateTime);
  const hours = hoursLabel(job.jobTotalHours ?? job.jobHours);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="job-card"
    >
      <Link to={paths.job.href(job.jobID)} className="block" tabIndex={-1} aria-hidden="true">
        <img
          src={mediaUrl(job.jobBanner, 'banners') ?? stockImage(job.jobID)}
          onError={fallBackToStock(job.jobID)}
          alt=""
          className="h-36 w-full object-cover"
          loading="lazy"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <BusinessLink
          accountID={job.companyAccountID}
          className="flex items-center gap-2 text-sm text-slate-600 hover:text-brand-700"
        >
          <img
            src={job.companyAvatar}
            onError={fallBackToStock(job.jobBusinessID)}
            alt=""
            className="h-8 w-8 rounded-full border border-slate-200 object-cover"
          />
          <span className="font-medium">{job.companyName}</span>
        </BusinessLink>
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-bold text-slate-900">
            <Link to={paths.job.href(job.jobID)} className="hover:text-brand-700 focus-visible:outline-2">
              {job.jobTitle}
            </Link>
          </h3>
          {actions}
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{stripHtml(job.jobDescription)}</p>
        <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-slate-700">
          <MetaItem label={t('web.common.place')} icon="pin">
            {job.jobLocation}
            {job.jobDistanceKm !== undefined &&
              ` · ${t('web.places.distance.kilometres', { km: String(job.jobDistanceKm).replace('.', ',') })}`}
          </MetaItem>
          <MetaItem label={t('web.jobs.jobCard.type')} icon="tag">
            {labelOf('web.jobs.types', job.jobType)}
          </MetaItem>
          <div>
            <dt className="sr-only">{t('web.common.wage')}</dt>
            <dd className="font-semibold text-brand-700">{wageLabel(job.jobWagePerHour)}</dd>
          </div>
          {hours && (
            <MetaItem label={t('web.common.hours')} icon="clock">
              {hours}
            </MetaItem>
          )}
          {start && (
            <MetaItem label={t('web.common.start')} icon="calendar" wide>
              {formatDate(start, t('web.common.weekdayTimeFormat'))}
            </MetaItem>
          )}
          {job.jobRegimes.length > 0 && (
            <MetaItem label={t('web.jobs.regimesLabel')} icon="tag" wide>
              {regimesLine(job.jobRegimes)}
            </MetaItem>
          )}
        </dl>
      </div>
    </article>
  );
}

export function JobCardSkeleton() {
  return (
    <div
      className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
      data-testid="job-skeleton"
      aria-hidden="true"
    >
      <div className="h-36 bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
      </div>
    </div>
  );
}
