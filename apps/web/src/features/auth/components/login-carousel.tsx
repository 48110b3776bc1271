import type { JobPreview } from '@jobbel/shared/jobs/job-preview.schemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { labelOf, t } from '../../../lib/i18n';
import { fallBackToStock, mediaUrl, stockImage } from '../../../lib/media-url';

export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * spec 000 §3: rotates every 5 s through the soonest open jobs; a dot picks one and gives it its full
 * 5 s, and a card opens its job. `jobs` is undefined while they load.
 */
export function LoginCarousel({ jobs }: { jobs: JobPreview[] | undefined }) {
  const [active, setActive] = useState(0);
  const count = jobs?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of card, a picked one too, restarts its 5 s
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, count]);
  if (jobs?.length === 0) return null;

  return (
    <section
      aria-label={t('web.auth.loginCarousel.upcomingJobs')}
      aria-roledescription="carousel"
      aria-busy={jobs === undefined}
      className="w-full max-w-md"
    >
      <div className="relative h-80">
        {jobs === undefined && <div className="absolute inset-0 animate-pulse rounded-2xl bg-white/20" />}
        {jobs?.map((job, index) => (
          <Link
            key={job.jobID}
            to={paths.job.href(job.jobID)}
            aria-hidden={index !== active}
            tabIndex={index === active ? 0 : -1}
            data-testid="carousel-card"
            className={`absolute inset-0 overflow-hidden rounded-2xl bg-white shadow-2xl transition-all duration-500 focus-visible:outline-4 focus-visible:outline-white ${index === active ? 'translate-x-0 opacity-100' : 'pointer-events-none translate-x-8 opacity-0'}`}
          >
            <img
              src={mediaUrl(job.jobBanner, 'banners') ?? stockImage(job.jobID)}
              onError={fallBackToStock(job.jobID)}
              alt=""
              className="h-44 w-full object-cover"
            />
            <div className="space-y-2 p-5">
              <div className="flex items-center gap-2 text-xs font-semibold">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
                  {labelOf('web.jobs.types', job.jobType)}
                </span>
                {job.jobHours !== null && (
                  <span className="text-slate-500">
                    {t('web.auth.loginCarousel.hours', { hours: job.jobHours })}
                  </span>
                )}
              </div>
              <h3 className="text-lg font-bold text-slate-900">{job.jobTitle}</h3>
              <p className="text-sm text-slate-600">
                {job.businessName ? `${job.businessName} · ${job.jobLocation}` : job.jobLocation}
              </p>
            </div>
          </Link>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-4 flex justify-center gap-2">
          {jobs?.map((job, index) => (
            <button
              key={job.jobID}
              type="button"
              aria-label={t('web.auth.loginCarousel.showJob', { title: job.jobTitle })}
              aria-current={index === active}
              onClick={() => setActive(index)}
              className={`h-2.5 rounded-full transition-all ${index === active ? 'w-8 bg-white' : 'w-2.5 bg-white/50 hover:bg-white/80'}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
