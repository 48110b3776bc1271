import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import { addExperience, removeExperience, updateExperience } from './api/experience';
import { type ExperienceDraft, payloadOf } from './experience-draft';

/** Adds new blocks, updates existing ones and removes dropped ones; answers one message per failure. */
export async function saveExperience(
  userID: number,
  snapshot: WorkExperience[],
  kept: ExperienceDraft[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const draft of kept) {
    const save =
      draft.workExperienceID === undefined
        ? addExperience(payloadOf(userID, draft))
        : updateExperience(draft.workExperienceID, payloadOf(userID, draft));
    await save.catch(() => failures.push(`Failed to save work experience at ${draft.company.trim()}`));
  }
  const keptIDs = new Set(kept.map((draft) => draft.workExperienceID));
  for (const entry of snapshot.filter((each) => !keptIDs.has(each.workExperienceID))) {
    await removeExperience(entry.workExperienceID).catch(() =>
      failures.push(`Failed to delete work experience at ${entry.workExperienceCompany}`),
    );
  }
  return failures;
}
