import { CHECK_IN_CODE_PARAM, CHECK_IN_JOB_PARAM } from '@jobbel/shared/app/links';
import { CHECK_IN_CODE_LENGTH } from '@jobbel/shared/check-in/check-in.constants';

const CODE = new RegExp(`^\\d{${CHECK_IN_CODE_LENGTH}}$`);

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
  return Number.isInteger(jobID) && jobID > 0 && CODE.test(code) ? { jobID, code } : null;
}
