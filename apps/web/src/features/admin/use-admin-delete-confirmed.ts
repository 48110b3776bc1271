import { runConfirmedAction } from '../../lib/confirmed-action';
import { labels } from '../../lib/i18n';
import { useAdminDelete } from './api/admin-queries';

// spec 001 §8: admin confirms and toasts
const MESSAGES = {
  user: labels({
    confirm: 'web.admin.deletion.areYouSureYouWant2',
    done: 'web.admin.deletion.userDeleted',
    failed: 'web.admin.deletion.userDeleteFailed',
  }),
  job: labels({
    confirm: 'web.admin.deletion.confirm',
    done: 'web.common.jobDeletedSuccessfully',
    failed: 'web.common.failedToDeleteJob',
  }),
};

/** Deletes a user or a job after the admin confirms, with the spec's toasts. */
export function useAdminDeleteConfirmed() {
  const remove = useAdminDelete();
  return (kind: 'user' | 'job', id: number) =>
    runConfirmedAction(MESSAGES[kind], () => remove.mutateAsync({ kind, id }));
}
