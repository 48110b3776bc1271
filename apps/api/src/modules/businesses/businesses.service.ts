import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { businessRecordOf } from '../records/worker-record';
import { toBusinessDto, toBusinessHourDto } from './businesses.mapper';
import {
  countBusinessActivity,
  countBusinesses,
  findBusinessByAccountId,
  findBusinessById,
  listBusinesses,
  listBusinessHours,
} from './businesses.repository';

const businessNotFound = () => notFound(t('api.businesses.businessProfileNotFound'));

/** Stops with 404 when no business has this id: for what is read about one, not its whole page. */
export async function assertBusinessExists(db: Kysely<Database>, businessID: number): Promise<void> {
  if (!(await findBusinessById(db, businessID))) throw businessNotFound();
}

export async function getBusiness(
  db: Kysely<Database>,
  lookup: { businessID?: number; businessAccountID?: number },
) {
  const row =
    lookup.businessID !== undefined
      ? await findBusinessById(db, lookup.businessID)
      : await findBusinessByAccountId(db, lookup.businessAccountID!);
  if (!row) throw businessNotFound();
  const [activity, record] = await Promise.all([
    countBusinessActivity(db, row.businessID, brusselsNow()),
    businessRecordOf(db, row.businessID),
  ]);
  return { ...toBusinessDto(row), businessStats: { ...activity, ...record } };
}

export async function listAllBusinesses(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([listBusinesses(db, page), countBusinesses(db)]);
  return { data: rows.map(toBusinessDto), count: rows.length, total };
}

/** The hours of one business; without an id, those of the signed-in account's own business. */
export async function getBusinessHours(
  db: Kysely<Database>,
  auth: AuthContext,
  businessID: number | undefined,
) {
  const id = businessID ?? (await findBusinessByAccountId(db, auth.accountID))?.businessID;
  if (id === undefined) {
    throw badRequest('validation_error', t('api.businesses.businessidRequiredThisAccountHas'));
  }
  const rows = await listBusinessHours(db, id);
  return { data: rows.map(toBusinessHourDto), count: rows.length, total: rows.length };
}
