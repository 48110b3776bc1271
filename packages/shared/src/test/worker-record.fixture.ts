import type { WorkerRecord } from '../shifts/shift.schemas';

/** The record of a worker who has not worked a shift yet, as a business sees it. */
export const aNewWorkersRecord = (): WorkerRecord => ({
  completedJobs: 0,
  totalHours: 0,
  averageRating: null,
  ratingCount: 0,
  reliability: null,
  reliabilityCounts: { completed: 0, lateCancellations: 0, noShows: 0 },
});
