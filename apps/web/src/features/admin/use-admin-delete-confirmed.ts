import { runConfirmedAction } from '../../lib/confirmed-action';
import { useAdminDelete } from './api/admin-queries';

// spec 001 §8: admin confirms and toasts
const MESSAGES = {
  user: {
    confirm: 'Are you sure you want to delete this user?',
    done: 'User deleted successfully',
    failed: 'Failed to delete user',
  },
  job: {
    confirm: 'Are you sure you want to delete this job?',
    done: 'Job deleted successfully',
    failed: 'Failed to delete job',
  },
} as const;

/** Deletes a user or a job after the admin confirms, with the spec's toasts. */
export function useAdminDeleteConfirmed() {
  const remove = useAdminDelete();
  return (kind: 'user' | 'job', id: number) =>
    runConfirmedAction(MESSAGES[kind], () => remove.mutateAsync({ kind, id }));
}
