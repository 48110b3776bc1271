import { LOAD_MORE_MIN_SHOWN } from '@jobbel/shared/jobs/job.constants';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { t } from '../../../lib/i18n';
import type { EnrichedJob } from '../enrich-job';
import { useFirstCardsFirst } from '../use-first-cards-first';
import { JobCard, JobCardSkeleton } from './job-card';

// spec 000 §9: 6 skeletons while loading
export const SKELETON_COUNT = 6;
const SKELETON_KEYS = Array.from({ length: SKELETON_COUNT }, (_, index) => `skeleton-${index + 1}`);

interface JobsResultsProps {
  jobs: EnrichedJob[];
  status: 'pending' | 'error' | 'success';
  errorMessage?: string;
  /** "Foutcode: …" of a failure the server answered */
  errorCode?: string;
  onRetry: () => void;
  onClearFilters: () => void;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** per-card controls from the screen, such as the favourite toggle */
  cardActions?: (job: EnrichedJob) => React.ReactNode;
}

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function JobsResults(props: JobsResultsProps) {
  const drawn = useFirstCardsFirst(props.status === 'success' ? props.jobs : []);
  if (props.status === 'pending') {
    return (
      <div
        role="status"
        className={grid}
        aria-busy="true"
        aria-label={t('web.jobs.jobsResults.loadingLabel')}
      >
        {SKELETON_KEYS.map((key) => (
          <JobCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (props.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <h2 className="text-lg font-bold text-red-800">{t('web.common.somethingWentWrong')}</h2>
        <p className="mt-1 text-sm text-red-700">
          {props.errorMessage || t('web.jobs.jobsResults.loadFailed')}
        </p>
        {props.errorCode && <p className="mt-1 font-mono text-xs text-red-700">{props.errorCode}</p>}
        <Button className="mt-4" onClick={props.onRetry}>
          {t('web.jobs.jobsResults.retry')}
        </Button>
      </div>
    );
  }
  if (props.jobs.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <Icon name="search" className="mx-auto h-10 w-10 text-slate-300" />
        <h2 className="mt-2 text-lg font-bold text-slate-900">{t('web.jobs.jobsResults.none')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('web.jobs.jobsResults.noneHint')}</p>
        <Button variant="secondary" className="mt-4" onClick={props.onClearFilters}>
          {t('web.jobs.jobsResults.clearFilters')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className={grid}>
        {drawn.map((job) => (
          <JobCard key={job.jobID} job={job} actions={props.cardActions?.(job)} />
        ))}
      </div>
      {props.jobs.length >= LOAD_MORE_MIN_SHOWN && props.canLoadMore && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={props.onLoadMore} disabled={props.loadingMore}>
            {props.loadingMore ? t('web.jobs.jobsResults.loading') : t('web.jobs.jobsResults.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
