import type { JobPayload } from '@jobbel/shared/jobs/job.schemas';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useSaveJob } from './api/save-job';

/** Server failures were already shown by the API client; anything else gets the form's own message. */
function reportFailure(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status > 0) return;
  showToast({ type: 'error', message: error instanceof Error && error.message ? error.message : fallback });
}

// spec 001 §8: post and edit toasts
const MESSAGES = {
  create: {
    done: t('web.jobs.useSaveJobAndReturn.jobPostedSuccessfully'),
    failed: t('web.jobs.useSaveJobAndReturn.failedToPostJobPlease'),
  },
  edit: {
    done: t('web.jobs.useSaveJobAndReturn.jobUpdatedSuccessfully'),
    failed: t('web.jobs.useSaveJobAndReturn.failedToUpdateJobPlease'),
  },
};

/** Saves the job, says so, and goes back to My Posted Jobs; a failure keeps the form as it is. */
export function useSaveJobAndReturn(jobID?: number) {
  const navigate = useNavigate();
  const save = useSaveJob(jobID);
  const messages = jobID === undefined ? MESSAGES.create : MESSAGES.edit;
  return async (payload: JobPayload) => {
    try {
      await save.mutateAsync(payload);
      showToast({ type: 'success', message: messages.done });
      navigate(paths.employerDashboard.href());
    } catch (error) {
      reportFailure(error, messages.failed);
    }
  };
}
