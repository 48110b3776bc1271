import { APPLICANTS_OF_JOB_PARAM } from '@jobbel/shared/app/links';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Which job's applicants the dialog shows. A notice about a job links to `?job=<id>`, which
 * opens that job's applicants as soon as the jobs are there; closing the dialog drops it from the address.
 */
export function useApplicantsOf(jobs: Job[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const [shown, setShown] = useState<Job | null>(null);
  const linkedJobID = Number(search.get(APPLICANTS_OF_JOB_PARAM)) || null;
  useEffect(() => {
    const linked = linkedJobID && jobs?.find((job) => job.jobID === linkedJobID);
    if (linked) setShown(linked);
  }, [linkedJobID, jobs]);
  function close() {
    setShown(null);
    if (linkedJobID)
      setSearch(
        (current) => {
          current.delete(APPLICANTS_OF_JOB_PARAM);
          return current;
        },
        { replace: true },
      );
  }
  return { shown, show: setShown, close };
}
