import type { Business } from '@jobbel/shared/businesses/business.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { placeOfWork } from '@jobbel/shared/jobs/place-of-work';
import { t } from '../../lib/i18n';
import { mediaUrl, stockImage } from '../../lib/media-url';

export interface EnrichedJob extends Job {
  companyName: string;
  companyAvatar: string;
  /** the business page's address uses the account id; unknown when the profile could not be loaded */
  companyAccountID: number | null;
  /** where the worker goes: the job's address, else the business's */
  placeAddress: string | null;
}

/** spec 000 §3: company name falls back to 'Company {id}', the avatar to the banner, then a stock image. */
export function enrichJob(job: Job, business: Business | undefined): EnrichedJob {
  return {
    ...job,
    companyName:
      business?.businessName || t('web.common.businessFallbackName', { jobBusinessID: job.jobBusinessID }),
    companyAccountID: business?.businessAccountID ?? null,
    placeAddress: placeOfWork(job, business),
    companyAvatar:
      mediaUrl(business?.businessAvatar) ?? mediaUrl(job.jobBanner, 'banners') ?? stockImage(job.jobID),
  };
}
