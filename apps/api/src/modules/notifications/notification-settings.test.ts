import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();

type Parties = { worker: SignedIn; business: SignedInBusiness };

async function openJob(business: SignedInBusiness) {
  const [job] = await insertJobs(testApp, business.businessID, [
    { jobTitle: 'Kelner', jobStartDateTime: hoursFromNow(96), jobEndDateTime: hoursFromNow(102) },
  ]);
  return job!.jobID;
}

async function apply({ worker }: Parties, jobID: number) {
  const answer = await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
  return answer.json().jobApplicationID as number;
}

/** Every event, who hears of it, and how a test makes it happen. */
const EVENTS: {
  kind: string;
  to: 'worker' | 'business';
  subject: RegExp;
  happen: (parties: Parties) => Promise<unknown>;
}[] = [
  {
    kind: 'newApplicant',
    to: 'business',
    subject: /^Nieuwe sollicitant/,
    happen: async (p) => apply(p, await openJob(p.business)),
  },
  {
    kind: 'applicationRejected',
    to: 'worker',
    subject: /^Je sollicitatie voor/,
    happen: async (p) => {
      const id = await apply(p, await openJob(p.business));
      await send(testApp, 'PUT', `/api/jobapplications?id=${id}`, p.business, {
        jobApplicationStatus: 'rejected',
      });
    },
  },
  {
    kind: 'shiftCancelled',
    to: 'worker',
    subject: /is geannuleerd$/,
    happen: async (p) => {
      const shift = await acceptedShift(testApp, p.business, p.worker, {
        start: hoursFromNow(60),
        end: hoursFromNow(66),
      });
      await send(testApp, 'POST', `/api/jobapplications/cancel?id=${shift.applicationID}`, p.business, {
        jobApplicationCancelReason: 'Dicht.',
      });
    },
  },
  {
    kind: 'shiftCancelled',
    to: 'business',
    subject: /heeft de shift voor .* geannuleerd$/,
    happen: async (p) => {
      const shift = await acceptedShift(testApp, p.business, p.worker, {
        start: hoursFromNow(60),
        end: hoursFromNow(66),
      });
      await send(testApp, 'POST', `/api/jobapplications/cancel?id=${shift.applicationID}`, p.worker, {});
    },
  },
  {
    kind: 'shiftReminder',
    to: 'worker',
    subject: /^Morgen:/,
    happen: async (p) => {
      await acceptedShift(testApp, p.business, p.worker, { start: hoursFromNow(20), end: hoursFromNow(26) });
      await testApp.app.shiftSweep.sweep();
    },
  },
  {
    kind: 'hoursToConfirm',
    to: 'worker',
    subject: /^Bevestig je uren/,
    happen: async (p) => {
      await acceptedShift(testApp, p.business, p.worker, { start: hoursFromNow(-8), end: hoursFromNow(-2) });
      await testApp.app.shiftSweep.sweep();
    },
  },
  {
    kind: 'hoursDecided',
    to: 'worker',
    subject: /zijn goedgekeurd$/,
    happen: async (p) => {
      const shift = await shiftWithConfirmedHours(testApp, p.business, p.worker);
      await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, p.business);
    },
  },
  {
    kind: 'ratingOpen',
    to: 'business',
    subject: /^Beoordeel /,
    happen: async (p) => {
      const shift = await shiftWithConfirmedHours(testApp, p.business, p.worker);
      await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, p.business);
    },
  },
  {
    kind: 'invitation',
    to: 'worker',
    subject: /nodigt je uit/,
    happen: async (p) => {
      await apply(p, await openJob(p.business));
      await send(testApp, 'POST', '/api/team', p.business, { userID: p.worker.userID });
      await send(testApp, 'POST', '/api/team/invitations', p.business, {
        jobID: await openJob(p.business),
        userIDs: [p.worker.userID],
      });
    },
  },
  {
    kind: 'newMessage',
    to: 'worker',
    subject: /^Nieuw bericht/,
    happen: async (p) => {
      const id = await apply(p, await openJob(p.business));
      await send(testApp, 'POST', `/api/messages?applicationID=${id}`, p.business, { messageText: 'Hallo!' });
    },
  },
];

const SETTINGS = [
  { app: false, email: true },
  { app: true, email: false },
];

describe.each(EVENTS)('$kind for the $to', (event) => {
  it.each(SETTINGS)('app $app, email $email: told only where it is switched on', async (setting) => {
    const parties = { worker: await signedInWorker(testApp), business: await signedInBusiness(testApp) };
    const recipient = parties[event.to];
    await send(testApp, 'PUT', '/api/usersettings', recipient, { notifications: setting });
    await event.happen(parties);

    const notices = (await send(testApp, 'GET', '/api/notifications', recipient)).json().data;
    expect(
      notices.filter((notice: { notificationKind: string }) => notice.notificationKind === event.kind),
    ).toHaveLength(setting.app ? 1 : 0);
    const mails = (await testApp.deliveredMails()).filter(
      (mail) => mail.to === recipient.person.email && event.subject.test(mail.subject),
    );
    expect(mails).toHaveLength(setting.email ? 1 : 0);
  });
});
