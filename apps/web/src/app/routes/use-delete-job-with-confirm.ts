import { showToast } from '../../components/toast/toast-store';
import { useDeleteJob } from '../../features/jobs/api/save-job';

// spec 001 §8: delete job
const CONFIRM = 'Are you sure you want to delete this job? This action cannot be undone.';

export function useDeleteJobWithConfirm() {
  const remove = useDeleteJob();
  return async (jobID: number) => {
    if (!window.confirm(CONFIRM)) return;
    try {
      await remove.mutateAsync(jobID);
      showToast({ type: 'success', message: 'Job deleted successfully' });
    } catch {
      showToast({ type: 'error', message: 'Failed to delete job' });
    }
  };
}
