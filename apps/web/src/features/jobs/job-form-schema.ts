import { z } from 'zod';

/** spec 001 §5, job form: each failure has its own message. */
export const jobFormSchema = z
  .object({
    jobTitle: z.string().trim().min(1, 'Title is required'),
    jobLocation: z.string().trim().min(1, 'Location is required'),
    jobType: z.string().min(1, 'Job type is required'),
    jobStartDateTime: z.string().min(1, 'Start date and time is required'),
    jobEndDateTime: z.string().min(1, 'End date and time is required'),
    jobWagePerHour: z.string().refine((value) => Number(value) > 0, 'A valid wage per hour is required'),
    jobHours: z.string(),
    jobBanner: z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Please enter a valid image URL' }),
    ]),
    jobDescription: z
      .string()
      .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'Description is required'),
  })
  .refine(
    (form) => !form.jobStartDateTime || !form.jobEndDateTime || form.jobEndDateTime > form.jobStartDateTime,
    {
      message: 'End date must be after start date',
      path: ['jobEndDateTime'],
    },
  );
export type JobFormValues = z.infer<typeof jobFormSchema>;

export const EMPTY_JOB_FORM: JobFormValues = {
  jobTitle: '',
  jobLocation: 'Gent',
  jobType: '',
  jobStartDateTime: '',
  jobEndDateTime: '',
  jobWagePerHour: '',
  jobHours: '',
  jobBanner: '',
  jobDescription: '',
};

/** datetime-local 'YYYY-MM-DDTHH:MM' to the API's 'YYYY-MM-DD HH:MM:00' (spec 001 §7). */
export const toApiDateTime = (local: string) => `${local.replace('T', ' ').slice(0, 16)}:00`;
export const toLocalInput = (api: string | null) => (api ? api.slice(0, 16).replace(' ', 'T') : '');
