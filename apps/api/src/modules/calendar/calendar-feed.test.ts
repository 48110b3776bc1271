import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

type Who = { headers: Record<string, string> };
const feedPath = (url: string) => new URL(url).pathname;
const makeLink = async (who: Who) =>
  (await send(testApp, 'POST', '/api/calendar/feed', who)).json().calendarFeedUrl as string;
const readFeed = (url: string) => testApp.app.inject({ method: 'GET', url: feedPath(url) });
const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((each) => new ICAL.Event(each));

/** A worker booked on a job that names no address of its own: she goes to the business's. */
async function bookedWorker(startIn: number) {
  const worker = await signedInWorker(testApp);
  const payload = {
    jobTitle: 'Ontbijtservice',
    jobLocation: 'Gent',
    jobType: 'Ober',
    jobStartDateTime: hoursFromNow(startIn),
    jobEndDateTime: hoursFromNow(startIn + 6),
    jobWagePerHour: 14.5,
    jobDescription: '<p>Ontbijt serveren.</p>',
  };
  const [job] = await insertJobs(testApp, business.businessID, [payload]);
  const jobID = job!.jobID;
  const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
  const applicationID = applied.json().jobApplicationID as number;
  await send(testApp, 'PUT', `/api/jobapplications?id=${applicationID}`, business, {
    jobApplicationStatus: 'accepted',
  });
  return { worker, jobID, applicationID, payload };
}

const asIcalTime = (apiDateTime: string) => apiDateTime.replace(' ', 'T');

describe('the calendar feed', () => {
  it('gives a calendar app the worker’s booked shift with its address, business, wage and link, without signing in', async () => {
    const { worker, jobID, applicationID, payload } = await bookedWorker(48);
    const url = await makeLink(worker);
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\/jobbel\.ics$/);

    const answer = await readFeed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/calendar');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [event] = eventsOf(answer.body);
    expect(event?.uid).toBe(`application-${applicationID}@jobbel.be`);
    expect(event?.summary).toBe('Ontbijtservice');
    expect(event?.location).toBe('Veldstraat 1, 9000 Gent');
    expect(event?.description).toBe(
      `Zaak ${business.accountID} · €14,50 per uur · ${new URL(url).origin}/jobs/${jobID}`,
    );
    expect(event?.startDate.toString()).toBe(asIcalTime(payload.jobStartDateTime));
    expect(event?.endDate.toString()).toBe(asIcalTime(payload.jobEndDateTime));
  });

  it('keeps a moved shift at its agreed time until the worker accepts the change, then follows it', async () => {
    const { worker, jobID, applicationID, payload } = await bookedWorker(72);
    const url = await makeLink(worker);
    const moved = { ...payload, jobStartDateTime: hoursFromNow(71), jobEndDateTime: hoursFromNow(77) };
    const edited = await send(testApp, 'PUT', `/api/jobs?id=${jobID}&confirmBooked=1`, business, moved);
    expect(edited.statusCode).toBe(200);
    expect(eventsOf((await readFeed(url)).body)[0]?.startDate.toString()).toBe(
      asIcalTime(payload.jobStartDateTime),
    );

    await send(testApp, 'POST', `/api/jobapplications/change/accept?id=${applicationID}`, worker);
    expect(eventsOf((await readFeed(url)).body)[0]?.startDate.toString()).toBe(
      asIcalTime(moved.jobStartDateTime),
    );
  });

  it('shows the link only once, and a new link or a revocation ends the old one', async () => {
    const worker = await signedInWorker(testApp);
    const first = await makeLink(worker);
    const status = (await send(testApp, 'GET', '/api/calendar/feed', worker)).json();
    expect(status.calendarFeedUrl).toBeNull();
    expect(status.calendarFeedCreatedDateTime).not.toBeNull();

    const second = await makeLink(worker);
    expect(second).not.toBe(first);
    const gone = await readFeed(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found', message: expect.stringContaining('agendalink') });
    expect((await readFeed(second)).statusCode).toBe(200);

    const revoked = await send(testApp, 'DELETE', '/api/calendar/feed', worker);
    expect(revoked.json()).toEqual({ calendarFeedCreatedDateTime: null, calendarFeedUrl: null });
    expect((await readFeed(second)).statusCode).toBe(404);
  });

  it('gives a business its own jobs, each linking to its applicants', async () => {
    const { jobID } = await bookedWorker(30);
    const events = eventsOf((await readFeed(await makeLink(business))).body);
    const event = events.find((each) => each.uid === `job-${jobID}@jobbel.be`);
    expect(event?.location).toBe('Gent');
    expect(event?.description).toContain(`/employer-dashboard?job=${jobID}`);
  });

  it('refuses a malformed link with a 400 and needs a signed-in account to make one', async () => {
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/api/calendar/not-a-token/jobbel.ics',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/calendar/feed' });
    expect(anonymous.statusCode).toBe(401);
  });
});
