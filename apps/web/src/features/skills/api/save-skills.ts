import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { skillKeys } from './skill-keys';

interface SkillsChange {
  /** what the server held when the form opened */
  saved: UserSkill[];
  chosen: string[];
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function saveSkills(userID: number, { saved, chosen }: SkillsChange): Promise<string[]> {
  const failures: string[] = [];
  for (const skill of chosen.filter((name) => !saved.some((each) => sameName(each.userSkillName, name)))) {
    await apiRequest('/userskills', {
      method: 'POST',
      body: { userSkillUserID: userID, userSkillName: skill, userSkillLevel: null },
      // the form shows each failure by the skills: no toast besides
      quietErrors: 'all',
    }).catch(() => failures.push(t('web.skills.saving.failedToAddSkillSkill', { skill })));
  }
  for (const skill of saved.filter((each) => !chosen.some((name) => sameName(name, each.userSkillName)))) {
    await apiRequest(`/userskills/${skill.userSkillID}`, { method: 'DELETE', quietErrors: 'all' }).catch(() =>
      failures.push(
        t('web.skills.saving.failedToRemoveSkillUserskillname', { userSkillName: skill.userSkillName }),
      ),
    );
  }
  return failures;
}

/** Adds newly chosen skills and removes dropped ones; answers one message per failure (spec 001 §8). */
export function useSaveSkills(userID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SkillsChange) => saveSkills(userID, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: skillKeys.ofUser(userID) }),
  });
}
