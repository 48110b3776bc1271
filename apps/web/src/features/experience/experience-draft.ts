import type { WorkExperience, WorkExperiencePayload } from '@jobbel/shared/experience/experience.schemas';

/** An experience block in a form; an existing entry keeps its id. Dates are YYYY-MM-DD. */
export interface ExperienceDraft {
  key: string;
  workExperienceID?: number;
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  current: boolean;
}

let nextKey = 1;
export const emptyDraft = (): ExperienceDraft => ({
  key: `draft-${nextKey++}`,
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  current: false,
});

export function draftFrom(entry: WorkExperience): ExperienceDraft {
  return {
    key: `experience-${entry.workExperienceID}`,
    workExperienceID: entry.workExperienceID,
    company: entry.workExperienceCompany,
    position: entry.workExperienceFunction,
    startDate: entry.workExperienceStartDate,
    endDate: entry.workExperienceEndDate ?? '',
    current: entry.workExperienceEndDate === null,
  };
}

/** spec 001 §5: only blocks with company and position count; each failure names its company. */
export function checkDrafts(drafts: ExperienceDraft[]): { kept: ExperienceDraft[]; errors: string[] } {
  const kept = drafts.filter((draft) => draft.company.trim() && draft.position.trim());
  const errors: string[] = [];
  for (const draft of kept) {
    const company = draft.company.trim();
    if (!draft.startDate) errors.push(`Start date is required for work experience at ${company}`);
    else if (!draft.current && !draft.endDate)
      errors.push(`End date is required for work experience at ${company}`);
    else if (!draft.current && draft.endDate <= draft.startDate)
      errors.push(`End date must be after start date for work experience at ${company}`);
  }
  return { kept, errors };
}

export function payloadOf(userID: number, draft: ExperienceDraft): WorkExperiencePayload {
  return {
    workExperienceUserID: userID,
    workExperienceCompany: draft.company.trim(),
    workExperienceFunction: draft.position.trim(),
    workExperienceStartDate: draft.startDate,
    workExperienceEndDate: draft.current ? null : draft.endDate,
  };
}
