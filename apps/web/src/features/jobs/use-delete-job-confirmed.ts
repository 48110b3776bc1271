import { runConfirmedAction } from '../../lib/confirmed-action';
import { t } from '../../lib/i18n';
import { useDeleteJob } from './api/save-job';

// spec 001 §8: delete job
const MESSAGES = {
  confirm: t('web.jobs.useDeleteJobConfirmed.areYouSureYouWant'),
  done: t('web.common.jobDeletedSuccessfully'),
  failed: t('web.common.failedToDeleteJob'),
};

export function useDeleteJobConfirmed() {
  const remove = useDeleteJob();
  return (jobID: number) => runConfirmedAction(MESSAGES, () => remove.mutateAsync(jobID));
}
