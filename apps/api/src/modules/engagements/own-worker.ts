import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { ensure } from '../../lib/policy';

/** The signed-in worker's own user id: her work status, hours and disclosures are hers alone. */
export function ownWorkerID(auth: AuthContext): number {
  ensure(
    auth.accountType === 'user' && auth.userID !== null,
    t('api.engagements.onlyWorkers'),
    'only_workers',
  );
  return auth.userID!;
}
