import { z } from 'zod';
import type { WorkExperience, WorkExperiencePayload } from './experience.schemas';

/** One experience block as the form holds it; an existing entry keeps its id. Dates are YYYY-MM-DD or ''. */
export const experienceDraftSchema = z.object({
  key: z.string(),
  workExperienceID: z.number().optional(),
  company: z.string().max(200),
  position: z.string().max(200),
  startDate: z.string(),
  endDate: z.string(),
  current: z.boolean(),
});
export type ExperienceDraft = z.infer<typeof experienceDraftSchema>;

const isFilled = (draft: ExperienceDraft) => draft.company.trim() !== '' && draft.position.trim() !== '';

function problemOf(draft: ExperienceDraft): string | undefined {
  if (!draft.startDate) return 'validation.experience.startRequired';
  if (draft.current) return undefined;
  if (!draft.endDate) return 'validation.experience.endDateIsRequiredForWork';
  if (draft.endDate <= draft.startDate) return 'validation.experience.endBeforeStart';
  return undefined;
}

/**
 * spec 001 §5: only blocks with company and position count; each problem is reported on its own block,
 * whose company the message names ({{company}}). The output holds the blocks to save.
 */
export const experienceDraftsSchema = z
  .array(experienceDraftSchema)
  .superRefine((drafts, context) => {
    drafts.forEach((draft, index) => {
      const problem = isFilled(draft) ? problemOf(draft) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [index] });
    });
  })
  .transform((drafts) => drafts.filter(isFilled));

let nextKey = 1;
export const emptyExperienceDraft = (): ExperienceDraft => ({
  key: `draft-${nextKey++}`,
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  current: false,
});

export function experienceDraftFrom(entry: WorkExperience): ExperienceDraft {
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

export function experiencePayloadOf(userID: number, draft: ExperienceDraft): WorkExperiencePayload {
  return {
    workExperienceUserID: userID,
    workExperienceCompany: draft.company.trim(),
    workExperienceFunction: draft.position.trim(),
    workExperienceStartDate: draft.startDate,
    workExperienceEndDate: draft.current ? null : draft.endDate,
  };
}

/** The skills-and-experience form of onboarding step 2 and the manage page (spec 001 §2). */
export const skillsExperienceFormSchema = z.object({
  experience: experienceDraftsSchema,
  skills: z.array(z.string().trim().min(1).max(100)),
});
export type SkillsExperienceFormInput = z.input<typeof skillsExperienceFormSchema>;
export type SkillsExperienceForm = z.output<typeof skillsExperienceFormSchema>;
