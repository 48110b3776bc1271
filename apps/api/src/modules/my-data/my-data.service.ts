import { DATA_EXPORT_EVERY_HOURS } from '@jobbel/shared/my-data/my-data.constants';
import type { DataExport } from '@jobbel/shared/my-data/my-data.schemas';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, readableMoment, sharedNowMs } from '../../lib/clock';
import { countHit } from '../../lib/counters';
import { notFound, tooManyRequests } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { exportsOf, insertExport, readyExport } from './my-data.repository';

type Db = Kysely<Database>;
const HOUR_MS = 3_600_000;

const toDto = (row: Awaited<ReturnType<typeof exportsOf>>[number]): DataExport => ({
  exportID: row.exportID,
  state: row.exportState,
  requestedDateTime: row.exportRequestedDateTime,
  readyDateTime: row.exportReadyDateTime,
  expiresDateTime: row.exportExpiresDateTime,
  bytes: row.exportBytes,
});

/**
 * POST /mydata/exports — asks for an export of the account's data, built in the background. Once a
 * day: the ask is counted in one statement, so two sent together make one export.
 */
export async function askDataExport(db: Db, auth: AuthContext): Promise<DataExport> {
  const counted = await countHit(db, `data-export:${auth.accountID}`, DATA_EXPORT_EVERY_HOURS * HOUR_MS);
  if (counted.hits > 1) {
    const seconds = Math.max(1, Math.ceil((counted.resetAt - sharedNowMs()) / 1000));
    const moment = readableMoment(addHours(brusselsNow(), seconds / 3600));
    throw tooManyRequests(t('api.myData.tooSoon', { moment }), seconds);
  }
  return toDto(await insertExport(db, auth.accountID, brusselsNow()));
}

export async function dataExportsOf(db: Db, auth: AuthContext): Promise<DataExport[]> {
  return (await exportsOf(db, auth.accountID)).map(toDto);
}

/** The zip of a ready export, for the account that asked it only, until it expires. */
export async function dataExportFile(db: Db, auth: AuthContext, exportID: number) {
  const found = await readyExport(db, auth.accountID, exportID, brusselsNow());
  if (!found?.exportZip) throw notFound(t('api.myData.notFound'));
  return {
    fileName: `jobbel-gegevens-${found.exportRequestedDateTime.slice(0, 10)}.zip`,
    zip: found.exportZip,
  };
}
