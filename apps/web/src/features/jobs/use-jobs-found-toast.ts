import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { useEffect } from 'react';
import { showToast } from '../../components/toast/toast-store';

/** spec 001 §8: once the own jobs arrive, say how many there are. */
export function useJobsFoundToast(jobs: Job[] | undefined) {
  useEffect(() => {
    if (!jobs) return;
    if (jobs.length === 0)
      showToast({ type: 'info', message: 'No jobs found. Start by posting your first job!' });
    else showToast({ type: 'success', message: `Found ${jobs.length} job(s)` });
  }, [jobs]);
}
