import { JOB_MESSAGES, type Job } from '@jobbel/shared/jobs/job.schemas';
import { stripHtml } from '@jobbel/shared/jobs/search-key';
import { z } from 'zod';

/** The job form's text inputs, with the messages of the shared job payload (spec 001 §5). */
export const jobFormSchema = z
  .object({
    jobTitle: z.string().trim().min(1, JOB_MESSAGES.title),
    jobLocation: z.string().trim().min(1, JOB_MESSAGES.location),
    jobType: z.string().min(1, JOB_MESSAGES.type),
    // the inputs hold text (datetime-local, number fields); the payload schema checks the converted values
    jobStartDateTime: z.string().min(1, JOB_MESSAGES.start),
    jobEndDateTime: z.string().min(1, JOB_MESSAGES.end),
    jobWagePerHour: z.string().refine((value) => Number(value) > 0, JOB_MESSAGES.wage),
    jobHours: z.string(),
    jobBanner: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: JOB_MESSAGES.banner })]),
    jobDescription: z.string().refine((html) => stripHtml(html).trim() !== '', JOB_MESSAGES.description),
  })
  .refine(
    (form) => !form.jobStartDateTime || !form.jobEndDateTime || form.jobEndDateTime > form.jobStartDateTime,
    { message: JOB_MESSAGES.endAfterStart, path: ['jobEndDateTime'] },
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

/** A stored job as the form's text inputs, for editing. */
export function jobFormValuesOf(job: Job): JobFormValues {
  return {
    jobTitle: job.jobTitle,
    jobLocation: job.jobLocation,
    jobType: job.jobType,
    jobStartDateTime: toLocalInput(job.jobStartDateTime),
    jobEndDateTime: toLocalInput(job.jobEndDateTime),
    jobWagePerHour: job.jobWagePerHour === null ? '' : String(job.jobWagePerHour),
    jobHours: job.jobHours === null ? '' : String(job.jobHours),
    jobBanner: job.jobBanner ?? '',
    jobDescription: job.jobDescription,
  };
}
