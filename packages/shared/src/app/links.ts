/** The query parameter of the employer dashboard that opens one job's applicants. */
export const APPLICANTS_OF_JOB_PARAM = 'job';

/** Where a business's notice about a job leads: its dashboard with that job's applicants open. */
export function applicantsLink(jobID: number): string {
  return `/employer-dashboard?${APPLICANTS_OF_JOB_PARAM}=${jobID}`;
}

/** A job's own page, as links in mails and calendars point to it. */
export function jobPageLink(jobID: number): string {
  return `/jobs/${jobID}`;
}

/** The query parameter of the inbox that opens one conversation. */
export const THREAD_PARAM = 'thread';

/** Where a notice about a message leads: the inbox with that conversation open. */
export function threadLink(applicationID: number): string {
  return `/messages?${THREAD_PARAM}=${applicationID}`;
}

/** The employer dashboard's Dimona list, where a business enters what it declared. */
export const DIMONA_LINK = '/employer-dashboard?view=dimona';

/** The worker's own profile in settings, where she fills in what an employer needs of her. */
export const PROFILE_SETTINGS_LINK = '/settings?section=profile';

/** The query parameters of the worker's check-in page: the QR code holds both. */
export const CHECK_IN_JOB_PARAM = 'job';
export const CHECK_IN_CODE_PARAM = 'code';

/** The worker's check-in page, with the job and the code when a QR code opened it. */
export function checkInLink(jobID?: number, code?: string): string {
  if (jobID === undefined) return '/check-in';
  const job = `/check-in?${CHECK_IN_JOB_PARAM}=${jobID}`;
  // a code is six digits (check-in.schemas.ts): nothing in it needs escaping
  return code ? `${job}&${CHECK_IN_CODE_PARAM}=${code}` : job;
}

/** The venue's screen of one job: its changing code, and who is in. */
export function checkInScreenLink(jobID: number): string {
  return `/jobs/${jobID}/check-in`;
}

/** One engagement's written contract: both sides read, sign and download it there. */
export function contractLink(jobApplicationID: number): string {
  return `/contracts/${jobApplicationID}`;
}

/** A business's contracts of a month, to download one by one or together. */
export const CONTRACTS_LINK = '/contracts';

/** Settings › Privacy: who saw her national register number, and the export of her data. */
export const PRIVACY_SETTINGS_LINK = '/settings?section=privacy';

/** A worker's job feed. */
export const DASHBOARD_LINK = '/dashboard';

/** A worker's applications and booked shifts. */
export const MY_APPLICATIONS_LINK = '/my-applications';
