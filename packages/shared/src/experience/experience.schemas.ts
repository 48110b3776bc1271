import { z } from 'zod';
import { pageOf } from '../app/page.schemas';
import { calendarDateSchema, idSchema } from '../app/primitive.schemas';

const isoDate = calendarDateSchema();

export const workExperienceSchema = z.object({
  workExperienceID: z.number(),
  workExperienceUserID: z.number(),
  workExperienceCompany: z.string(),
  workExperienceFunction: z.string(),
  workExperienceStartDate: z.string(),
  workExperienceEndDate: z.string().nullable(),
  workExperienceDescription: z.string().nullable(),
  workExperienceLocation: z.string().nullable(),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;
export const workExperienceListSchema = pageOf(workExperienceSchema);

/** spec 001 §5: end strictly after start; no end means 'I currently work here'. */
export const workExperiencePayloadSchema = z
  .object({
    workExperienceUserID: idSchema,
    workExperienceCompany: z.string().trim().min(1, 'validation.experience.companyIsRequired').max(200),
    workExperienceFunction: z.string().trim().min(1, 'validation.experience.positionIsRequired').max(200),
    workExperienceStartDate: isoDate,
    workExperienceEndDate: isoDate.nullish(),
    workExperienceDescription: z.string().trim().max(2000).nullish(),
    workExperienceLocation: z.string().trim().max(100).nullish(),
  })
  .refine(
    (entry) => !entry.workExperienceEndDate || entry.workExperienceEndDate > entry.workExperienceStartDate,
    {
      message: 'validation.jobs.endBeforeStart',
      path: ['workExperienceEndDate'],
    },
  );
export type WorkExperiencePayload = z.input<typeof workExperiencePayloadSchema>;
