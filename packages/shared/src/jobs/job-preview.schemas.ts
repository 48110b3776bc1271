import { z } from 'zod';

/** spec 000 §3: the login page's carousel shows this many jobs. */
export const JOB_PREVIEW_COUNT = 3;

/** What a signed-out visitor may see of an open job: enough for a card that leads to it. */
export const jobPreviewSchema = z.object({
  jobID: z.number(),
  jobTitle: z.string(),
  businessName: z.string().nullable(),
  jobLocation: z.string(),
  jobType: z.string(),
  jobHours: z.number().nullable(),
  jobStartDateTime: z.string().nullable(),
  jobBanner: z.string().nullable(),
});
export type JobPreview = z.infer<typeof jobPreviewSchema>;

export const jobPreviewListSchema = z.object({ data: z.array(jobPreviewSchema) });
export type JobPreviewList = z.infer<typeof jobPreviewListSchema>;
