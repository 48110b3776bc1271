import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import { addSkill, removeSkill } from './api/skills';

/** Adds newly chosen skills and removes dropped ones; answers one message per failure (spec 001 §8). */
export async function saveSkills(userID: number, existing: UserSkill[], chosen: string[]): Promise<string[]> {
  const failures: string[] = [];
  const lower = (name: string) => name.toLowerCase();
  for (const skill of chosen.filter(
    (name) => !existing.some((each) => lower(each.userSkillName) === lower(name)),
  )) {
    await addSkill(userID, skill).catch(() => failures.push(`Failed to add skill: ${skill}`));
  }
  for (const skill of existing.filter(
    (each) => !chosen.some((name) => lower(name) === lower(each.userSkillName)),
  )) {
    await removeSkill(skill.userSkillID).catch(() =>
      failures.push(`Failed to remove skill: ${skill.userSkillName}`),
    );
  }
  return failures;
}
