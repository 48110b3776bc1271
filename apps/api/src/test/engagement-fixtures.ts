import type { Regime } from '@jobbel/shared/engagements/regimes';
import type { WorkStatusPayload } from '@jobbel/shared/engagements/work-status.schemas';
import type { TestApp } from './build-test-app';
import { insertJobs } from './job-fixtures';
import { type SignedIn, type SignedInBusiness, send } from './shift-fixtures';

/** A shift of the business on a day (2030, so always ahead), open to these regimes at this wage. */
export async function shiftOn(
  testApp: TestApp,
  business: SignedInBusiness,
  day: string,
  options: { from?: string; to?: string; regimes?: Regime[]; wage?: number } = {},
) {
  const [job] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle: `Shift ${day}`,
      jobStartDateTime: `${day} ${options.from ?? '10:00'}:00`,
      jobEndDateTime: `${day} ${options.to ?? '18:00'}:00`,
      jobHours: null,
      jobWagePerHour: options.wage ?? 15,
      jobRegimes: JSON.stringify(options.regimes ?? ['student', 'flexi', 'extra', 'ordinary']),
    },
  ]);
  return job!.jobID;
}

/** The worker applies to the job; the application's id. */
export async function applyTo(testApp: TestApp, worker: SignedIn, jobID: number): Promise<number> {
  const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
  return applied.json().jobApplicationID;
}

export function accept(testApp: TestApp, business: SignedInBusiness, applicationID: number, regime?: Regime) {
  return send(testApp, 'PUT', `/api/jobapplications?id=${applicationID}`, business, {
    jobApplicationStatus: 'accepted',
    ...(regime && { jobApplicationRegime: regime }),
  });
}

export function declareStatus(testApp: TestApp, worker: SignedIn, status: WorkStatusPayload) {
  return send(testApp, 'PUT', '/api/workstatus', worker, status);
}

/** A worker engaged for a shift on that day under that regime. */
export async function engagedOn(
  testApp: TestApp,
  business: SignedInBusiness,
  worker: SignedIn,
  day: string,
  regime: Regime,
  options: Parameters<typeof shiftOn>[3] = {},
) {
  const applicationID = await applyTo(testApp, worker, await shiftOn(testApp, business, day, options));
  const accepted = await accept(testApp, business, applicationID, regime);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return applicationID;
}
