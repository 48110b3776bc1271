import { z } from 'zod';
import { DEFAULT_JOB_REGIMES, REGIMES } from '../engagements/regimes';
import { type Job, jobPayloadSchema } from './job.schemas';
import { stripHtml } from './search-key';

/** What the job form's inputs hold: text (datetime-local, number fields, the editor's HTML). */
export const jobFormFieldsSchema = z.object({
  jobTitle: z.string(),
  jobLocation: z.string(),
  jobType: z.string(),
  jobStartDateTime: z.string(),
  jobEndDateTime: z.string(),
  jobWagePerHour: z.string(),
  jobHours: z.string(),
  jobPlaces: z.string(),
  jobBanner: z.string(),
  jobDescription: z.string(),
  jobAddress: z.string(),
  jobBreakMinutes: z.string(),
  jobBring: z.string(),
  jobRegimes: z.array(z.enum(REGIMES)),
});
export type JobFormValues = z.infer<typeof jobFormFieldsSchema>;

/** datetime-local 'YYYY-MM-DDTHH:MM' to the API's 'YYYY-MM-DD HH:MM:00' (spec 001 §7). */
const toApiDateTime = (local: string) => `${local.replace('T', ' ').slice(0, 16)}:00`;
const toLocalInput = (api: string | null) => (api ? api.slice(0, 16).replace(' ', 'T') : '');
const blankAsMissing = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * spec 001 §5: the form's text becomes a payload and is checked by the payload's own rules, so the
 * form and the API refuse the same things with the same messages. An empty input counts as missing.
 */
export const jobFormSchema = jobFormFieldsSchema
  .transform(
    (form) =>
      // missing values are left for the payload schema to name
      ({
        jobTitle: form.jobTitle,
        jobLocation: form.jobLocation,
        jobType: form.jobType,
        jobStartDateTime: blankAsMissing(form.jobStartDateTime) && toApiDateTime(form.jobStartDateTime),
        jobEndDateTime: blankAsMissing(form.jobEndDateTime) && toApiDateTime(form.jobEndDateTime),
        jobWagePerHour: blankAsMissing(form.jobWagePerHour),
        jobHours: blankAsMissing(form.jobHours) ?? null,
        jobPlaces: blankAsMissing(form.jobPlaces),
        jobBanner: form.jobBanner.trim() || null,
        jobAddress: form.jobAddress.trim() || null,
        jobBreakMinutes: blankAsMissing(form.jobBreakMinutes) ?? 0,
        jobBring: form.jobBring.trim() || null,
        jobRegimes: form.jobRegimes,
        // an editor left with only empty paragraphs holds no description
        jobDescription: stripHtml(form.jobDescription).trim() === '' ? '' : form.jobDescription,
      }) as z.input<typeof jobPayloadSchema>,
  )
  .pipe(jobPayloadSchema);

export const EMPTY_JOB_FORM: JobFormValues = {
  jobTitle: '',
  jobLocation: 'Gent',
  jobType: '',
  jobStartDateTime: '',
  jobEndDateTime: '',
  jobWagePerHour: '',
  jobHours: '',
  jobPlaces: '1',
  jobBanner: '',
  jobDescription: '',
  jobAddress: '',
  jobBreakMinutes: '0',
  jobBring: '',
  jobRegimes: DEFAULT_JOB_REGIMES,
};

/** A stored job as the form's inputs, for editing. */
export function jobFormValuesOf(job: Job): JobFormValues {
  return {
    jobTitle: job.jobTitle,
    jobLocation: job.jobLocation,
    jobType: job.jobType,
    jobStartDateTime: toLocalInput(job.jobStartDateTime),
    jobEndDateTime: toLocalInput(job.jobEndDateTime),
    jobWagePerHour: job.jobWagePerHour === null ? '' : String(job.jobWagePerHour),
    jobHours: job.jobHours === null ? '' : String(job.jobHours),
    jobPlaces: String(job.jobPlaces),
    jobBanner: job.jobBanner ?? '',
    jobDescription: job.jobDescription,
    jobAddress: job.jobAddress ?? '',
    jobBreakMinutes: String(job.jobBreakMinutes),
    jobBring: job.jobBring ?? '',
    jobRegimes: job.jobRegimes,
  };
}
