import { PUSH_DEVICES_MAX, type PushSubscriptionInput } from '@jobbel/shared/push/push.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { lockOwner } from '../../lib/owner-lock';
import { ownUserID } from '../settings/settings.service';
import { countDevicesOf, deleteOwnSubscription, saveSubscription } from './push.repository';
import { isAllowedPushEndpoint } from './push-hosts';

/**
 * Only endpoints of the allowed push services (push-hosts.ts), at most PUSH_DEVICES_MAX per account;
 * an endpoint another account holds stays there unless the device's own keys come with it.
 */
export async function subscribeOwnDevice(
  db: Kysely<Database>,
  auth: AuthContext,
  input: PushSubscriptionInput,
  extraHosts: readonly string[] = [],
) {
  if (!isAllowedPushEndpoint(input.endpoint, extraHosts))
    throw badRequest('push_endpoint_not_allowed', t('api.push.endpointNotAllowed'));
  const userID = ownUserID(auth);
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, `push-devices:${userID}`);
    if ((await countDevicesOf(trx, userID, input.endpoint)) >= PUSH_DEVICES_MAX)
      throw conflict(t('api.push.tooManyDevices', { max: PUSH_DEVICES_MAX }), 'too_many_devices');
    if (!(await saveSubscription(trx, userID, input, brusselsNow())))
      throw conflict(t('api.push.endpointTaken'), 'endpoint_taken');
  });
}

export async function unsubscribeOwnDevice(db: Kysely<Database>, auth: AuthContext, endpoint: string) {
  if ((await deleteOwnSubscription(db, ownUserID(auth), endpoint)) === 0)
    throw notFound(t('api.push.subscriptionNotFound'));
}
