import { CHECK_IN_CODE_PARAM, CHECK_IN_JOB_PARAM } from '@jobbel/shared/app/links';

/** The job and code a scanned QR code holds (the check-in page's address), or null for anything else. */
export function readCheckInCode(text: string): { jobID: number; code: string } | null {
  let url: URL;
  try {
    url = new URL(text, window.location.origin);
  } catch {
    return null;
  }
  const jobID = Number(url.searchParams.get(CHECK_IN_JOB_PARAM));
  const code = url.searchParams.get(CHECK_IN_CODE_PARAM) ?? '';
  return Number.isInteger(jobID) && jobID > 0 && /^\d{6}$/.test(code) ? { jobID, code } : null;
}
