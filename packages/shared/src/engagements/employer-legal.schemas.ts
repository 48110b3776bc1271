import { z } from 'zod';
import { LANGUAGE_REGIONS } from '../contracts/language-region';
import { enterpriseNumberDigits, formatEnterpriseNumber, isValidEnterpriseNumber } from './enterprise-number';

export const DIMONA_FILERS = ['business', 'secretariat'] as const;
export type DimonaFiler = (typeof DIMONA_FILERS)[number];
export const WORKPLACES_MAX = 20;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.engagements.tooLong')
    .nullish()
    .transform((value) => value || null);

/** A place of work: where the Dimona of a student says the work happens, by its municipality's NIS code. */
export const workplaceSchema = z.object({
  workplaceAddress: z
    .string({ error: 'validation.engagements.workplaceAddress' })
    .trim()
    .min(1, 'validation.engagements.workplaceAddress')
    .max(150, 'validation.engagements.tooLong'),
  workplaceMunicipality: z
    .string({ error: 'validation.engagements.workplaceMunicipality' })
    .trim()
    .min(1, 'validation.engagements.workplaceMunicipality')
    .max(100, 'validation.engagements.tooLong'),
  workplaceNisCode: z
    .string()
    .trim()
    .max(5, { error: 'validation.engagements.nisCode', abort: true })
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(/^\d{5}$/, 'validation.engagements.nisCode')
        .nullable(),
    ),
  /** the language area when set by hand; otherwise the NIS code says it (docs/decisions/contracts.md) */
  workplaceLanguageRegion: z
    .enum(LANGUAGE_REGIONS, 'validation.engagements.languageRegion')
    .nullish()
    .transform((value) => value ?? null),
});
export type Workplace = z.output<typeof workplaceSchema>;
const storedWorkplaceSchema = z.object({
  workplaceAddress: z.string(),
  workplaceMunicipality: z.string(),
  workplaceNisCode: z.string().nullable(),
  workplaceLanguageRegion: z.enum(LANGUAGE_REGIONS).nullable(),
});

/** What a business records to engage people legally; all of it may wait except what a Dimona needs. */
export const employerLegalPayloadSchema = z.object({
  enterpriseNumber: z
    .string()
    .max(20, { error: 'validation.engagements.enterpriseNumber', abort: true })
    .nullish()
    .transform((value) => (value?.trim() ? enterpriseNumberDigits(value) : null))
    .refine((digits) => digits === null || isValidEnterpriseNumber(digits), {
      message: 'validation.engagements.enterpriseNumber',
    }),
  rszNumber: z
    .string()
    .trim()
    .max(20, { error: 'validation.engagements.rszNumber', abort: true })
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(/^\d{6,10}(-\d{2})?$/, 'validation.engagements.rszNumber')
        .nullable(),
    ),
  jointCommittee: z
    .string()
    .trim()
    .max(6, { error: 'validation.engagements.jointCommittee', abort: true })
    .regex(/^\d{3}(\.\d{2})?$/, 'validation.engagements.jointCommittee'),
  secretariatName: optionalText(100),
  secretariatCustomerNumber: optionalText(50),
  dimonaFiler: z.enum(DIMONA_FILERS, { error: 'validation.engagements.dimonaFiler' }),
  workplaces: z
    .array(workplaceSchema)
    .max(WORKPLACES_MAX, 'validation.engagements.tooManyWorkplaces')
    .default([]),
});
export type EmployerLegalPayload = z.input<typeof employerLegalPayloadSchema>;

export const employerLegalSchema = z.object({
  businessID: z.number(),
  /** written 0123.456.789; null until the business gives it */
  enterpriseNumber: z.string().nullable(),
  rszNumber: z.string().nullable(),
  jointCommittee: z.string(),
  secretariatName: z.string().nullable(),
  secretariatCustomerNumber: z.string().nullable(),
  dimonaFiler: z.enum(DIMONA_FILERS),
  workplaces: z.array(storedWorkplaceSchema),
});
export type EmployerLegal = z.infer<typeof employerLegalSchema>;

export const writtenEnterpriseNumber = (digits: string | null) =>
  digits === null ? null : formatEnterpriseNumber(digits);
