import { useEffect } from 'react';
import { showToast } from '../../components/toast/toast-store';
import { t } from '../../lib/i18n';

/** spec 001 §8: once the business's count of its jobs arrives, say how many there are. */
export function useJobsFoundToast(total: number | undefined) {
  useEffect(() => {
    if (total === undefined) return;
    if (total === 0)
      showToast({
        type: 'info',
        kind: 'own-jobs-found',
        message: t('web.employer.foundToast.none'),
      });
    else
      showToast({
        type: 'success',
        kind: 'own-jobs-found',
        message: t('web.employer.foundToast.postedCount', { count: total }),
      });
  }, [total]);
}
