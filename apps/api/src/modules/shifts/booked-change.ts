import { formatEuro } from '@jobbel/shared/app/money';
import { type BookedTerm, type BookedTerms, changedTerms } from '@jobbel/shared/shifts/booked-terms';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow, JobRow } from '../../db/database';
import { readableMoment } from '../../lib/clock';
import { currentLanguage, t } from '../../lib/i18n';
import { agreedTermsOf } from '../applications/agreed-terms';
import { findBusinessById } from '../businesses/businesses.repository';
import { notify } from '../notifications/notify';
import { shiftParties } from './shift-parties';
import { workerShiftEvent } from './shifts.mails';
import { listAcceptedApplicationsOfJob, markChangeProposed } from './shifts.repository';

/** The accepted workers of a job whose booked terms the new terms would change: each must say yes. */
export async function workersAffectedBy(db: Kysely<Database>, jobID: number, terms: BookedTerms) {
  const booked = await listAcceptedApplicationsOfJob(db, jobID);
  return {
    booked,
    affected: booked.filter((row) => {
      const agreed = agreedTermsOf(row);
      return agreed !== null && changedTerms(agreed, terms).length > 0;
    }),
  };
}

const shown: Record<BookedTerm, (value: string | number | null) => string> = {
  jobStartDateTime: (value) => readableMoment(value as string | null),
  jobEndDateTime: (value) => readableMoment(value as string | null),
  jobLocation: (value) => String(value ?? ''),
  jobWagePerHour: (value) => (value === null ? '–' : formatEuro(value as number, currentLanguage())),
  jobBreakMinutes: (value) => String(value ?? 0),
};

/** 'start zaterdag 28 november om 08:00 → zaterdag 28 november om 07:30; loon €14,50 → €12,00' */
export function describeChanges(agreed: BookedTerms, now: BookedTerms): string {
  return changedTerms(agreed, now)
    .map((term) =>
      t(`api.shifts.term.${term}`, { before: shown[term](agreed[term]), after: shown[term](now[term]) }),
    )
    .join('; ');
}

/**
 * After a job's edit, in its transaction: each booked worker whose terms it changes is told before →
 * after and must accept (until then her shift stays as agreed); the others hear of a new title or
 * description, which only informs.
 */
export async function tellBookedWorkers(
  db: Kysely<Database>,
  job: JobRow,
  before: Pick<JobRow, 'jobTitle' | 'jobDescription'>,
  booked: { booked: JobApplicationRow[]; affected: JobApplicationRow[] },
  now: string,
  publicUrl: string,
) {
  const business = await findBusinessById(db, job.jobBusinessID);
  const textChanged = before.jobTitle !== job.jobTitle || before.jobDescription !== job.jobDescription;
  for (const application of booked.booked) {
    const parties = await shiftParties(db, { application, job, business });
    const agreed = agreedTermsOf(application);
    if (booked.affected.includes(application) && agreed) {
      await markChangeProposed(db, application.jobApplicationID, now);
      const changes = () => describeChanges(agreed, job);
      const event = workerShiftEvent(
        'shiftChangeProposed',
        parties.worker,
        { ...parties.about, changes },
        publicUrl,
      );
      await notify(db, event, publicUrl);
    } else if (textChanged) {
      await notify(db, workerShiftEvent('shiftUpdated', parties.worker, parties.about, publicUrl), publicUrl);
    }
  }
}
