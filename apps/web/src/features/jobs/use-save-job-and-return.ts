import type { JobPayload } from '@jobbel/shared/jobs/job.schemas';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { labels, t } from '../../lib/i18n';
import { useSaveJob } from './api/save-job';

/** Server failures were already shown by the API client; anything else gets the form's own message. */
function reportFailure(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status > 0) return;
  showToast({ type: 'error', message: error instanceof Error && error.message ? error.message : fallback });
}

// spec 001 §8: post and edit toasts
const MESSAGES = {
  create: labels({
    done: 'web.employer.saving.posted',
    failed: 'web.employer.saving.postFailed',
  }),
  edit: labels({
    done: 'web.employer.saving.updated',
    failed: 'web.employer.saving.updateFailed',
  }),
};

const isBookedChange = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'booked_change';

/**
 * Saves the job, says so, and goes back to My Posted Jobs; a failure keeps the form as it is. When the
 * edit changes what booked workers agreed to, the business is asked first (the server's sentence: how
 * many are booked and that they must accept), and the save goes ahead only on its yes.
 */
export function useSaveJobAndReturn(jobID?: number) {
  const navigate = useNavigate();
  const save = useSaveJob(jobID);
  const messages = jobID === undefined ? MESSAGES.create : MESSAGES.edit;
  return async (payload: JobPayload) => {
    try {
      let done = messages.done;
      try {
        await save.mutateAsync({ payload });
      } catch (error) {
        if (!isBookedChange(error)) throw error;
        if (!window.confirm(`${error.message}\n\n${t('web.employer.saving.changeAnyway')}`)) return;
        await save.mutateAsync({ payload, confirmBooked: true });
        done = t('web.employer.saving.changeProposed');
      }
      showToast({ type: 'success', message: done });
      navigate(paths.employerDashboard.href());
    } catch (error) {
      reportFailure(error, messages.failed);
    }
  };
}
