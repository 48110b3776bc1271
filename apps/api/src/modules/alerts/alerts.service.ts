import { ALERTS_PER_USER_MAX } from '@jobbel/shared/alerts/alert.constants';
import type { AlertList, alertChangeSchema, alertPayloadSchema } from '@jobbel/shared/alerts/alert.schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { lockOwner } from '../../lib/owner-lock';
import { ensure } from '../../lib/policy';
import { countAlerts, deleteOwnAlert, insertAlert, listAlerts, updateOwnAlert } from './alerts.repository';

function ownWorker(auth: AuthContext): number {
  ensure(auth.accountType === 'user', t('api.alerts.onlyWorkers'));
  if (auth.userID === null) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  return auth.userID;
}

export async function alertsOf(db: Kysely<Database>, auth: AuthContext): Promise<AlertList> {
  const data = await listAlerts(db, ownWorker(auth));
  return { data, count: data.length, total: data.length };
}

export async function saveAlert(
  db: Kysely<Database>,
  auth: AuthContext,
  alert: z.output<typeof alertPayloadSchema>,
): Promise<AlertList> {
  const userID = ownWorker(auth);
  // counted and stored under the worker's lock: parallel saves cannot pass the cap
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, `job-alerts:${userID}`);
    if ((await countAlerts(trx, userID)) >= ALERTS_PER_USER_MAX)
      throw conflict(t('api.alerts.tooMany', { max: ALERTS_PER_USER_MAX }), 'too_many_alerts');
    await insertAlert(trx, {
      alertUserID: userID,
      alertName: alert.alertName,
      alertSearch: alert.alertSearch || null,
      alertLocation: alert.alertLocation || null,
      alertRadiusKm: alert.alertRadiusKm ?? null,
      alertJobType: alert.alertJobType || null,
      alertHours: alert.alertHours,
      alertFrequency: alert.alertFrequency,
      alertCreatedDateTime: brusselsNow(),
    });
  });
  return alertsOf(db, auth);
}

/** Only the owner's own alert changes or goes; anyone else's answers 404, as if it did not exist. */
export async function changeAlert(
  db: Kysely<Database>,
  auth: AuthContext,
  alertID: number,
  change: z.output<typeof alertChangeSchema> | null,
): Promise<AlertList> {
  const userID = ownWorker(auth);
  const found = change
    ? await updateOwnAlert(db, userID, alertID, change)
    : await deleteOwnAlert(db, userID, alertID);
  if (!found) throw notFound(t('api.alerts.notFound'));
  return alertsOf(db, auth);
}
