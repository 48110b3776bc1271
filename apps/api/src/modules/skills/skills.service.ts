import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { ensureProfileVisible } from '../users/profile-visibility';
import { toSkillDto } from './skills.mapper';
import { deleteSkill, findSkill, insertSkill, listSkillsOf, updateSkill } from './skills.repository';

const duplicateSkill = () => conflict(t('api.skills.thisSkillIsAlreadyAdded'), 'duplicate_skill');

export async function listSkills(db: Kysely<Database>, viewer: AuthContext, userID: number) {
  await ensureProfileVisible(db, viewer, userID);
  const data = (await listSkillsOf(db, userID)).map(toSkillDto);
  return { data, count: data.length, total: data.length };
}

export async function addSkill(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: { userSkillUserID: number; userSkillName: string; userSkillLevel?: string | null },
) {
  ensure(can.editUser(auth, payload.userSkillUserID), t('api.skills.youCanOnlyChangeYour'));
  const existing = await listSkillsOf(db, payload.userSkillUserID);
  // spec 001 §5: a case-insensitive duplicate is refused
  if (existing.some((skill) => skill.userSkillName.toLowerCase() === payload.userSkillName.toLowerCase())) {
    throw duplicateSkill();
  }
  try {
    const userSkillID = await insertSkill(db, {
      userSkillUserID: payload.userSkillUserID,
      userSkillName: payload.userSkillName,
      userSkillLevel: payload.userSkillLevel ?? null,
    });
    return toSkillDto((await findSkill(db, userSkillID))!);
  } catch (error) {
    // two requests at once: the unique index on user and lower(name) lets exactly one through
    if (isUniqueViolation(error)) throw duplicateSkill();
    throw error;
  }
}

async function ownSkill(db: Kysely<Database>, auth: AuthContext, userSkillID: number) {
  const skill = await findSkill(db, userSkillID);
  if (!skill) throw notFound(t('api.skills.skillNotFound'));
  ensure(can.editUser(auth, skill.userSkillUserID), t('api.skills.youCanOnlyChangeYour'));
  return skill;
}

export async function changeSkill(
  db: Kysely<Database>,
  auth: AuthContext,
  userSkillID: number,
  payload: { userSkillName: string; userSkillLevel?: string | null },
) {
  await ownSkill(db, auth, userSkillID);
  try {
    await updateSkill(db, userSkillID, {
      userSkillName: payload.userSkillName,
      userSkillLevel: payload.userSkillLevel ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSkill();
    throw error;
  }
  return toSkillDto((await findSkill(db, userSkillID))!);
}

export async function removeSkill(db: Kysely<Database>, auth: AuthContext, userSkillID: number) {
  await ownSkill(db, auth, userSkillID);
  await deleteSkill(db, userSkillID);
}
