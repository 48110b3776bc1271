import { DIMONA_LINK } from '@jobbel/shared/app/links';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readableMoment } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { findBusinessById } from '../businesses/businesses.repository';
import { notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { businessRecipient, workerRecipient } from '../notifications/recipients';
import { dimonaSubject, dimonaToSignal, markDimonaSignal } from './dimona.repository';

// the business hears this long before a start whose Dimona is still to declare, and again at the start
const DIMONA_REMINDER_HOURS = 24;
// a start passed longer ago than this is not signalled any more (the server was down, or it predates this)
const START_ALERT_WITHIN_HOURS = 6;

type Mark = 'jobApplicationDimonaReminderSentDateTime' | 'jobApplicationDimonaStartAlertSentDateTime';

async function signalOnce(
  db: Kysely<Database>,
  jobApplicationID: number,
  mark: Mark,
  now: string,
  publicUrl: string,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await markDimonaSignal(trx, jobApplicationID, mark, now))) return;
    const application = await dimonaSubject(trx, jobApplicationID);
    const business = await findBusinessById(trx, application.jobSnapshotBusinessID);
    const owner = business && (await businessRecipient(trx, business));
    if (!owner) return;
    const worker = await workerRecipient(trx, application.jobApplicationUserID);
    const texts = mark === 'jobApplicationDimonaReminderSentDateTime' ? 'dimonaDueSoon' : 'dimonaDueNow';
    await notify(
      trx,
      notificationEvent({
        to: owner,
        kind: 'dimona',
        texts,
        vars: {
          worker: worker.name,
          title: application.jobSnapshotTitle,
          start: () => readableMoment(application.jobApplicationAgreedStartDateTime),
          regime: t(`api.engagements.regimeNames.${application.jobApplicationRegime ?? 'ordinary'}`),
        },
        link: { path: DIMONA_LINK, label: 'employerDashboard' },
        publicUrl,
      }),
      publicUrl,
    );
  });
}

/** One pass: a day before a start with the Dimona still to declare, and at the start; each once. */
export async function signalDimonaDue(db: Kysely<Database>, now: string, publicUrl: string): Promise<number> {
  const soon = await dimonaToSignal(
    db,
    'jobApplicationDimonaReminderSentDateTime',
    now,
    addHours(now, DIMONA_REMINDER_HOURS),
  );
  const started = await dimonaToSignal(
    db,
    'jobApplicationDimonaStartAlertSentDateTime',
    addHours(now, -START_ALERT_WITHIN_HOURS),
    now,
  );
  for (const row of soon)
    await signalOnce(db, row.jobApplicationID, 'jobApplicationDimonaReminderSentDateTime', now, publicUrl);
  for (const row of started)
    await signalOnce(db, row.jobApplicationID, 'jobApplicationDimonaStartAlertSentDateTime', now, publicUrl);
  return soon.length + started.length;
}
