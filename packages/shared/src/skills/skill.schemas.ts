import { z } from 'zod';
import { pageOf } from '../app/page.schemas';
import { idSchema } from '../app/primitive.schemas';

export const userSkillSchema = z.object({
  userSkillID: z.number(),
  userSkillUserID: z.number(),
  userSkillName: z.string(),
  userSkillLevel: z.string().nullable(),
});
export type UserSkill = z.infer<typeof userSkillSchema>;
export const userSkillListSchema = pageOf(userSkillSchema);

export const userSkillCreateSchema = z.object({
  userSkillUserID: idSchema,
  userSkillName: z.string().trim().min(1, 'validation.skills.pleaseEnterASkillName').max(100),
  userSkillLevel: z.string().trim().max(50).nullish(),
});
export const userSkillUpdateSchema = userSkillCreateSchema.omit({ userSkillUserID: true });

// spec 001 §3: the onboarding skills, grouped by area
export const SKILL_GROUPS = [
  { area: 'Horeca', skills: ['Barista', 'Bediening', 'Kok', 'Bartender', 'Gastheer/vrouw'] },
  { area: 'Retail', skills: ['Kassamedewerker', 'Verkoop'] },
  { area: 'Logistiek', skills: ['Magazijn', 'Bezorging'] },
  { area: 'Diensten', skills: ['Schoonmaak'] },
  { area: 'Kantoor', skills: ['Administratie', 'Klantenservice'] },
] as const;
