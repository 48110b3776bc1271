import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { useEffect } from 'react';
import { showToast } from '../../components/toast/toast-store';
import { t } from '../../lib/i18n';

/** spec 001 §8: once the own jobs arrive, say how many there are. */
export function useJobsFoundToast(jobs: Job[] | undefined) {
  useEffect(() => {
    if (!jobs) return;
    if (jobs.length === 0)
      showToast({
        type: 'info',
        kind: 'own-jobs-found',
        message: t('web.employer.foundToast.none'),
      });
    else
      showToast({
        type: 'success',
        kind: 'own-jobs-found',
        message: t('web.employer.foundToast.postedCount', { count: jobs.length }),
      });
  }, [jobs]);
}
