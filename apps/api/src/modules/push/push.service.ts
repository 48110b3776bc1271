import type { PushSubscriptionInput } from '@jobbel/shared/push/push.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { AuthContext } from '../auth/token.service';
import { ownUserID } from '../settings/settings.service';
import { deleteOwnSubscription, saveSubscription } from './push.repository';

export async function subscribeOwnDevice(
  db: Kysely<Database>,
  auth: AuthContext,
  input: PushSubscriptionInput,
) {
  await saveSubscription(db, ownUserID(auth), input, toBrusselsDateTime(new Date()));
}

export async function unsubscribeOwnDevice(db: Kysely<Database>, auth: AuthContext, endpoint: string) {
  if ((await deleteOwnSubscription(db, ownUserID(auth), endpoint)) === 0)
    throw notFound(t('api.push.subscriptionNotFound'));
}
