import { runConfirmedAction } from '../../lib/confirmed-action';
import { useDeleteJob } from './api/save-job';

// spec 001 §8: delete job
const MESSAGES = {
  confirm: 'Are you sure you want to delete this job? This action cannot be undone.',
  done: 'Job deleted successfully',
  failed: 'Failed to delete job',
};

export function useDeleteJobConfirmed() {
  const remove = useDeleteJob();
  return (jobID: number) => runConfirmedAction(MESSAGES, () => remove.mutateAsync(jobID));
}
