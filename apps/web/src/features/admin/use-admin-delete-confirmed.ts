import { runConfirmedAction } from '../../lib/confirmed-action';
import { t } from '../../lib/i18n';
import { useAdminDelete } from './api/admin-queries';
import './texts';

// spec 001 §8: admin confirms and toasts
const MESSAGES = {
  user: {
    confirm: t('web.admin.useAdminDeleteConfirmed.areYouSureYouWant2'),
    done: t('web.admin.useAdminDeleteConfirmed.userDeletedSuccessfully'),
    failed: t('web.admin.useAdminDeleteConfirmed.failedToDeleteUser'),
  },
  job: {
    confirm: t('web.admin.useAdminDeleteConfirmed.areYouSureYouWant'),
    done: t('web.common.jobDeletedSuccessfully'),
    failed: t('web.common.failedToDeleteJob'),
  },
} as const;

/** Deletes a user or a job after the admin confirms, with the spec's toasts. */
export function useAdminDeleteConfirmed() {
  const remove = useAdminDelete();
  return (kind: 'user' | 'job', id: number) =>
    runConfirmedAction(MESSAGES[kind], () => remove.mutateAsync({ kind, id }));
}
