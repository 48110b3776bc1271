import type { Job } from '@jobbel/shared/jobs/job.schemas';
import type { ReactNode } from 'react';
import { BusinessLink } from '../../../components/business-link';
import { Icon } from '../../../components/ui/icons';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { labelOf, t } from '../../../lib/i18n';
import { fallBackToStock, mediaUrl, stockImage } from '../../../lib/media-url';
import { formatEuro } from '../../../lib/money';
import { sanitizeHtml } from '../../../lib/sanitize';
import type { EnrichedJob } from '../enrich-job';
import { regimesLine } from '../regime-labels';
import { Gallery } from './gallery';
import { ShiftFacts } from './shift-facts';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="mb-2 text-lg font-bold text-slate-900">{title}</h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

// spec 001 §9: '€{wage} per uur', 'Not specified', 'Recent', '{n} uur'
export function jobTiles(job: Job) {
  const start = parseApiDateTime(job.jobStartDateTime);
  const posted = parseApiDateTime(job.jobPosted ?? job.jobAddedDateTime);
  const hours = job.jobTotalHours ?? job.jobHours;
  return [
    {
      label: t('web.jobs.jobDetail.salary'),
      value:
        job.jobWagePerHour === null
          ? t('web.common.onRequest')
          : t('web.common.money.perHour', { wage: formatEuro(job.jobWagePerHour) }),
    },
    {
      label: t('web.jobs.jobDetail.startDate'),
      value: start ? formatDate(start, t('web.common.dateTimeFormat')) : t('web.jobs.jobDetail.notSpecified'),
    },
    {
      label: t('web.jobs.jobDetail.experience'),
      value: job.jobExperience || t('web.jobs.jobDetail.notSpecified'),
    },
    {
      label: t('web.jobs.jobDetail.posted'),
      value: posted ? formatDate(posted, t('web.common.dateFormat')) : t('web.jobs.jobDetail.recent'),
    },
    ...(hours === null || hours === undefined
      ? []
      : [{ label: t('web.jobs.jobDetail.totalHours'), value: t('web.jobs.jobDetail.hours', { hours }) }]),
  ];
}

/** spec 001 §2, job detail; the actions (apply, favourite, back) come from the screen. */
export function JobDetail({ job, actions }: { job: EnrichedJob; actions: ReactNode }) {
  const hours = job.jobTotalHours ?? job.jobHours;
  return (
    <article className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      <img
        src={mediaUrl(job.jobBanner, 'banners') ?? stockImage(job.jobID)}
        onError={fallBackToStock(job.jobID)}
        alt=""
        className="h-56 w-full object-cover sm:h-72"
      />
      <div className="space-y-8 p-6 sm:p-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <BusinessLink
            accountID={job.companyAccountID}
            aria-label={t('web.jobs.jobDetail.bedrijfspaginaVanCompanyname', {
              companyName: job.companyName,
            })}
          >
            <img
              src={job.companyAvatar}
              alt=""
              className="h-16 w-16 rounded-2xl border border-slate-200 object-cover"
            />
          </BusinessLink>
          <div className="flex-1">
            <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{job.jobTitle}</h1>
            <p className="mt-1 text-slate-600">{job.companyName}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="flex items-center gap-1">
                <Icon name="pin" className="h-4 w-4 text-slate-400" /> {job.jobLocation}
              </span>
              {hours !== null && (
                <span className="flex items-center gap-1">
                  <Icon name="clock" className="h-4 w-4 text-slate-400" />{' '}
                  {t('web.jobs.jobDetail.hours', { hours })}
                </span>
              )}
              <span className="flex items-center gap-1">
                <Icon name="tag" className="h-4 w-4 text-slate-400" />{' '}
                {labelOf('web.jobs.types', job.jobType)}
              </span>
              {job.jobRegimes.length > 0 && (
                <span data-testid="job-regimes">
                  {t('web.jobs.regimesLabel')}: {regimesLine(job.jobRegimes)}
                </span>
              )}
            </p>
          </div>
        </header>
        <div className="flex flex-wrap gap-3">{actions}</div>
        <ShiftFacts job={job} />
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {jobTiles(job).map((tile) => (
            <Tile key={tile.label} {...tile} />
          ))}
        </dl>
        <section>
          <h2 className="mb-2 text-lg font-bold text-slate-900">{t('web.jobs.jobDetail.aboutTheJob')}</h2>
          <div
            className="prose-job space-y-3 text-slate-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify against the editor's allow-list
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.jobDescription) }}
          />
        </section>
        <ListSection title={t('web.jobs.jobDetail.requirements')} items={job.jobRequirements} />
        <ListSection title={t('web.jobs.jobDetail.benefits')} items={job.jobBenefits} />
        <Gallery images={job.jobGallery} title={job.jobTitle} />
      </div>
    </article>
  );
}
