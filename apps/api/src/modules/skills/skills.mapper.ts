import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import type { Selectable } from 'kysely';
import type { UserSkillsTable } from '../../db/database';

export function toSkillDto(row: Selectable<UserSkillsTable>): UserSkill {
  return {
    userSkillID: row.userSkillID,
    userSkillUserID: row.userSkillUserID,
    userSkillName: row.userSkillName,
    userSkillLevel: row.userSkillLevel,
  };
}
