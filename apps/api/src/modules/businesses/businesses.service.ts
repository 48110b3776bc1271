import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { toBusinessDto, toBusinessHourDto } from './businesses.mapper';
import {
  countBusinessActivity,
  countBusinesses,
  findBusinessByAccountId,
  findBusinessById,
  listBusinesses,
  listBusinessHours,
} from './businesses.repository';

const businessNotFound = () => notFound('Business profile not found');

export async function getBusiness(
  db: Kysely<Database>,
  lookup: { businessID?: number; businessAccountID?: number },
) {
  const row =
    lookup.businessID !== undefined
      ? await findBusinessById(db, lookup.businessID)
      : await findBusinessByAccountId(db, lookup.businessAccountID!);
  if (!row) throw businessNotFound();
  return { ...toBusinessDto(row), businessStats: await countBusinessActivity(db, row.businessID) };
}

export async function listAllBusinesses(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([listBusinesses(db, page), countBusinesses(db)]);
  return { data: rows.map(toBusinessDto), count: rows.length, total };
}

export async function getBusinessHours(db: Kysely<Database>, businessID: number) {
  const rows = await listBusinessHours(db, businessID);
  return { data: rows.map(toBusinessHourDto), count: rows.length, total: rows.length };
}
