import { runConfirmedAction } from '../../lib/confirmed-action';
import { labels } from '../../lib/i18n';
import { useDeleteJob } from './api/save-job';

// spec 001 §8: delete job
const MESSAGES = labels({
  confirm: 'web.employer.deletion.confirm',
  done: 'web.common.jobDeletedSuccessfully',
  failed: 'web.common.failedToDeleteJob',
});

export function useDeleteJobConfirmed() {
  const remove = useDeleteJob();
  return (jobID: number) => runConfirmedAction(MESSAGES, () => remove.mutateAsync(jobID));
}
