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

function ownWorker(auth: AuthContext): number {
  ensure(auth.accountType === 'user', t('api.alerts.onlyWorkers'));
  if (auth.userID === null) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  return auth.userID;
}

export async function alertsOf(db: Kysely<Database>, auth: AuthContext): Promise<AlertList> {
  const data = await db
    .selectFrom('job_alerts')
    .select([
      'alertID',
      'alertName',
      'alertSearch',
      'alertLocation',
      'alertRadiusKm',
      'alertJobType',
      'alertHours',
      'alertFrequency',
      'alertCreatedDateTime',
    ])
    .where('alertUserID', '=', ownWorker(auth))
    .orderBy('alertID', 'desc')
    .execute();
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
    const { saved } = await trx
      .selectFrom('job_alerts')
      .select((eb) => eb.fn.countAll<number>().as('saved'))
      .where('alertUserID', '=', userID)
      .executeTakeFirstOrThrow();
    if (Number(saved) >= ALERTS_PER_USER_MAX)
      throw conflict(t('api.alerts.tooMany', { max: ALERTS_PER_USER_MAX }), 'too_many_alerts');
    await trx
      .insertInto('job_alerts')
      .values({
        alertUserID: userID,
        alertName: alert.alertName,
        alertSearch: alert.alertSearch || null,
        alertLocation: alert.alertLocation || null,
        alertRadiusKm: alert.alertRadiusKm ?? null,
        alertJobType: alert.alertJobType || null,
        alertHours: alert.alertHours,
        alertFrequency: alert.alertFrequency,
        alertCreatedDateTime: brusselsNow(),
      })
      .execute();
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
  const result = change
    ? await db
        .updateTable('job_alerts')
        .set(change)
        .where('alertID', '=', alertID)
        .where('alertUserID', '=', userID)
        .executeTakeFirst()
    : await db
        .deleteFrom('job_alerts')
        .where('alertID', '=', alertID)
        .where('alertUserID', '=', userID)
        .executeTakeFirst();
  const touched = 'numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows;
  if (Number(touched) === 0) throw notFound(t('api.alerts.notFound'));
  return alertsOf(db, auth);
}
