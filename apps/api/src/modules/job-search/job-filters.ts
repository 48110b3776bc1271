import type { JobListQuery } from '@jobbel/shared/jobs/job.schemas';

/** What a job search asks of the jobs it answers: the list query without its paging and order. */
export type JobFilters = Omit<JobListQuery, 'id' | 'order' | 'direction' | 'limit' | 'offset' | 'after'>;
