import { PRIVACY_SETTINGS_LINK } from '@jobbel/shared/app/links';
import { DATA_EXPORT_KEPT_DAYS } from '@jobbel/shared/my-data/my-data.constants';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readableMoment, toBrusselsDateTime } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { languageOf } from '../../lib/i18n';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import { findAccountById } from '../accounts/accounts.repository';
import { findBusinessByAccountId } from '../businesses/businesses.repository';
import { notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { findUserByAccountId } from '../users/users.repository';
import { dataExportZip } from './data-export-zip';
import { claimExport, exportsToBuild, failExport, finishExport } from './my-data.repository';

type Db = Kysely<Database>;
// a pass that took an export this long ago and did not finish it has stopped: another takes it over
const BUILDING_GIVES_UP_HOURS = 1 / 6;

async function buildOne(
  db: Db,
  cipher: FieldCipher,
  exportID: number,
  accountID: number,
  at: string,
  publicUrl: string,
) {
  const [account, user, business] = await Promise.all([
    findAccountById(db, accountID),
    findUserByAccountId(db, accountID),
    findBusinessByAccountId(db, accountID),
  ]);
  if (!account) return failExport(db, exportID);
  const language = languageOf(user);
  const zip = await dataExportZip(
    db,
    cipher,
    {
      accountID,
      userID: user?.userID ?? null,
      businessID: business?.businessID ?? null,
      accountType: account.accountType,
      language,
    },
    at,
  );
  const expires = addHours(at, DATA_EXPORT_KEPT_DAYS * 24);
  await db.transaction().execute(async (trx) => {
    await finishExport(trx, exportID, zip, at, expires);
    if (!user) return;
    const event = notificationEvent({
      to: { userID: user.userID, email: account.accountEmail, name: user.userFirstName, language },
      kind: 'myData',
      texts: 'dataExportReady',
      vars: { expires: () => readableMoment(expires) },
      link: { path: PRIVACY_SETTINGS_LINK, label: 'privacy' },
      publicUrl,
    });
    await notify(trx, event, publicUrl);
  });
}

/** One pass: builds the exports people asked for, each once, and tells them it is ready. */
export async function buildDataExports(
  db: Db,
  cipher: FieldCipher,
  now: Date,
  publicUrl: string,
  log?: FastifyBaseLogger,
) {
  const at = toBrusselsDateTime(now);
  const staleBefore = addHours(at, -BUILDING_GIVES_UP_HOURS);
  let built = 0;
  for (const { exportID, exportAccountID } of await exportsToBuild(db, staleBefore)) {
    if (!(await claimExport(db, exportID, at, staleBefore))) continue;
    try {
      await buildOne(db, cipher, exportID, exportAccountID, at, publicUrl);
      built += 1;
    } catch (error) {
      log?.error({ err: error, exportID }, 'data export failed');
      await failExport(db, exportID);
    }
  }
  return built;
}

/** Builds asked exports every minute inside the server process. */
export function createDataExportPass(
  db: Db,
  cipher: FieldCipher,
  publicUrl: string,
  log: FastifyBaseLogger,
): MinutePass {
  return createMinutePass((now) => buildDataExports(db, cipher, now, publicUrl, log), log, 'data exports');
}
