import type { workExperiencePayloadSchema } from '@jobbel/shared/experience/experience.schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { ensureProfileVisible } from '../users/profile-visibility';
import { toExperienceDto } from './experience.mapper';
import {
  countExperienceOf,
  deleteExperience,
  findExperience,
  insertExperience,
  listExperienceOf,
  updateExperience,
} from './experience.repository';

type Payload = z.output<typeof workExperiencePayloadSchema>;

const columnsOf = (payload: Payload) => ({
  workExperienceUserID: payload.workExperienceUserID,
  workExperienceCompany: payload.workExperienceCompany,
  workExperienceFunction: payload.workExperienceFunction,
  workExperienceStartDate: payload.workExperienceStartDate,
  workExperienceEndDate: payload.workExperienceEndDate ?? null,
  workExperienceDescription: payload.workExperienceDescription ?? null,
  workExperienceLocation: payload.workExperienceLocation ?? null,
});

export async function listExperience(
  db: Kysely<Database>,
  viewer: AuthContext,
  userID: number,
  page: { limit: number; offset: number },
) {
  await ensureProfileVisible(db, viewer, userID);
  const [rows, total] = await Promise.all([
    listExperienceOf(db, userID, page),
    countExperienceOf(db, userID),
  ]);
  const data = rows.map(toExperienceDto);
  return { data, count: data.length, total };
}

export async function addExperience(db: Kysely<Database>, auth: AuthContext, payload: Payload) {
  ensure(can.editUser(auth, payload.workExperienceUserID), t('api.experience.youCanOnlyChangeYour'));
  return toExperienceDto((await findExperience(db, await insertExperience(db, columnsOf(payload))))!);
}

async function ownExperience(db: Kysely<Database>, auth: AuthContext, workExperienceID: number) {
  const entry = await findExperience(db, workExperienceID);
  if (!entry) throw notFound(t('api.experience.workExperienceNotFound'));
  ensure(can.editUser(auth, entry.workExperienceUserID), t('api.experience.youCanOnlyChangeYour'));
  return entry;
}

export async function changeExperience(
  db: Kysely<Database>,
  auth: AuthContext,
  workExperienceID: number,
  payload: Payload,
) {
  const entry = await ownExperience(db, auth, workExperienceID);
  // the owner stays the owner, whatever the payload says
  await updateExperience(db, workExperienceID, {
    ...columnsOf(payload),
    workExperienceUserID: entry.workExperienceUserID,
  });
  return toExperienceDto((await findExperience(db, workExperienceID))!);
}

export async function removeExperience(db: Kysely<Database>, auth: AuthContext, workExperienceID: number) {
  await ownExperience(db, auth, workExperienceID);
  await deleteExperience(db, workExperienceID);
}
