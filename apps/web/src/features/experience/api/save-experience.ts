import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import { type ExperienceDraft, experiencePayloadOf } from '@jobbel/shared/experience/experience-form.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { experienceKeys } from './experience-keys';

interface ExperienceChange {
  /** what the server held when the form opened */
  saved: WorkExperience[];
  kept: ExperienceDraft[];
}

/** A request that failed: for a block still in the form, its index there. */
export interface ExperienceFailure {
  blockIndex?: number;
  message: string;
}

// the form shows each failure next to its block: no toast besides
const quietErrors = 'all';

async function saveExperience(
  userID: number,
  { saved, kept }: ExperienceChange,
): Promise<ExperienceFailure[]> {
  const failures: ExperienceFailure[] = [];
  for (const [blockIndex, draft] of kept.entries()) {
    const body = experiencePayloadOf(userID, draft);
    const request =
      draft.workExperienceID === undefined
        ? apiRequest('/workexperiences', { method: 'POST', body, quietErrors })
        : apiRequest('/workexperiences', {
            method: 'PUT',
            quietErrors,
            query: { workExperienceID: draft.workExperienceID },
            body,
          });
    await request.catch(() =>
      failures.push({
        blockIndex,
        message: t('web.experience.saving.saveFailed', {
          company: draft.company.trim(),
        }),
      }),
    );
  }
  const keptIDs = new Set(kept.map((draft) => draft.workExperienceID));
  for (const entry of saved.filter((each) => !keptIDs.has(each.workExperienceID))) {
    await apiRequest(`/workexperiences/${entry.workExperienceID}`, { method: 'DELETE', quietErrors }).catch(
      () =>
        failures.push({
          message: t('web.experience.saving.deleteFailed', {
            workExperienceCompany: entry.workExperienceCompany,
          }),
        }),
    );
  }
  return failures;
}

/** Adds new blocks, updates existing ones and removes dropped ones; answers one message per failure. */
export function useSaveExperience(userID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ExperienceChange) => saveExperience(userID, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: experienceKeys.ofUser(userID) }),
  });
}
