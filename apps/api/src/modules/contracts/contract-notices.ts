import { contractLink } from '@jobbel/shared/app/links';
import type { ContractParty } from '@jobbel/shared/contracts/contracts.constants';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow } from '../../db/database';
import { readableMoment } from '../../lib/clock';
import { findBusinessById } from '../businesses/businesses.repository';
import { type EventTexts, notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { businessRecipient, workerRecipient } from '../notifications/recipients';

type Db = Kysely<Database>;

async function recipientsOf(db: Db, application: JobApplicationRow) {
  const business = await findBusinessById(db, application.jobSnapshotBusinessID);
  return {
    business: business ? await businessRecipient(db, business) : null,
    worker: await workerRecipient(db, application.jobApplicationUserID),
  };
}

async function tell(
  db: Db,
  application: JobApplicationRow,
  sides: ContractParty[],
  texts: EventTexts,
  vars: Record<string, string>,
  publicUrl: string,
) {
  const recipients = await recipientsOf(db, application);
  for (const side of sides) {
    const to = recipients[side];
    if (!to) continue;
    const event = notificationEvent({
      to,
      kind: 'contract',
      texts,
      vars: {
        ...vars,
        title: application.jobSnapshotTitle,
        start: () => readableMoment(application.jobApplicationAgreedStartDateTime),
      },
      link: { path: contractLink(application.jobApplicationID), label: 'contract' },
      publicUrl,
    });
    await notify(db, event, publicUrl);
  }
}

/** The side that did not sign yet hears that the other did. */
export function tellOtherSide(
  db: Db,
  application: JobApplicationRow,
  signedBy: ContractParty,
  signer: string,
  publicUrl: string,
) {
  const other: ContractParty = signedBy === 'business' ? 'worker' : 'business';
  return tell(db, application, [other], 'contractSigned', { signer }, publicUrl);
}

/** Both sides hear that a student contract is not signed by both, 12 hours before the start. */
export function tellUnsignedStudentContract(db: Db, application: JobApplicationRow, publicUrl: string) {
  return tell(db, application, ['business', 'worker'], 'unsignedStudentContract', {}, publicUrl);
}
