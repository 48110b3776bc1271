import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import { jobPayload } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';
import { hoursFromNow } from '../../test/shift-fixtures';

const testApp = useTestApp();

const job = jobPayload({
  jobTitle: 'Barista weekend',
  jobStartDateTime: '2030-05-04 08:00:00',
  jobEndDateTime: '2030-05-04 14:30:00',
  jobDescription: '<h2>Over de job</h2><p>Koffie met <strong>liefde</strong>.</p>',
  jobWagePerHour: 15.5,
});

async function signedIn(accountType: 'user' | 'business') {
  const registered = await registerPerson(testApp, { accountType });
  const headers = bearer(await loginAs(testApp, registered.person));
  if (accountType === 'business') {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers,
      payload: {
        businessName: `Zaak ${registered.accountID}`,
        businessStreet: 'Kouter',
        businessZipCode: '9000',
        businessCity: 'Gent',
      },
    });
  }
  return { ...registered, headers };
}

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });

describe('posting and editing jobs', () => {
  it('posts a job for the own business, with hours from start to end, and lists it', async () => {
    const owner = await signedIn('business');
    const posted = await send('POST', '/api/jobs', owner.headers, job);
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ jobTitle: 'Barista weekend', jobHours: 6.5, jobStatus: 'active' });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobs?jobBusinessID=${posted.json().jobBusinessID}`,
      headers: owner.headers,
    });
    expect(list.json().data.map((each: { jobID: number }) => each.jobID)).toEqual([posted.json().jobID]);
  });

  it('refuses a job that starts in the past, posted or moved there, but lets a past job be corrected', async () => {
    const owner = await signedIn('business');
    const started = { ...job, jobStartDateTime: hoursFromNow(-1), jobEndDateTime: hoursFromNow(5) };
    const refused = await send('POST', '/api/jobs', owner.headers, started);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'start_in_past',
      message: 'Een job kan niet in het verleden beginnen. Kies een start die nog moet komen.',
    });
    const posted = (await send('POST', '/api/jobs', owner.headers, job)).json();
    const moved = await send('PUT', `/api/jobs?id=${posted.jobID}`, owner.headers, started);
    expect(moved.json().error).toBe('start_in_past');
    // a job that has begun keeps its start: its other facts may still be put right
    await testApp.app.db
      .updateTable('jobs')
      .set({ jobStartDateTime: started.jobStartDateTime, jobEndDateTime: started.jobEndDateTime })
      .where('jobID', '=', posted.jobID)
      .execute();
    const corrected = await send('PUT', `/api/jobs?id=${posted.jobID}`, owner.headers, {
      ...started,
      jobTitle: 'Barista weekend (terras)',
    });
    expect(corrected.statusCode).toBe(200);
  });

  it('keeps where exactly, the break and what to bring, and tells the worker the place of work', async () => {
    const owner = await signedIn('business');
    const plain = (await send('POST', '/api/jobs', owner.headers, job)).json();
    expect(plain).toMatchObject({ jobAddress: null, jobBreakMinutes: 0, jobBring: null });
    const posted = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobAddress: '  Korenmarkt 3 ',
      jobBreakMinutes: 30,
      jobBring: 'Zwarte broek en stevige schoenen.',
    });
    expect(posted.json()).toMatchObject({
      jobAddress: 'Korenmarkt 3',
      jobBreakMinutes: 30,
      jobBring: 'Zwarte broek en stevige schoenen.',
    });
    for (const bad of [{ jobBreakMinutes: -5 }, { jobBreakMinutes: 601 }, { jobAddress: 'x'.repeat(151) }]) {
      const refused = await send('POST', '/api/jobs', owner.headers, { ...job, ...bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/pauze|adres/i);
    }

    // the worker's application names the place of work: the job's address, else the business's
    const worker = await signedIn('user');
    for (const [jobID, place] of [
      [posted.json().jobID, 'Korenmarkt 3, Gent'],
      [plain.jobID, 'Kouter, 9000 Gent'],
    ] as const) {
      const applied = await send('POST', '/api/jobapplications', worker.headers, {
        jobApplicationJobID: jobID,
        jobApplicationUserID: worker.userID,
      });
      expect(applied.json()).toMatchObject({ jobPlaceAddress: place });
    }
    const mine = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?userID=${worker.userID}`,
      headers: worker.headers,
    });
    expect(
      mine
        .json()
        .data.map((each: { jobPlaceAddress: string }) => each.jobPlaceAddress)
        .sort(),
    ).toEqual(['Korenmarkt 3, Gent', 'Kouter, 9000 Gent']);
  });

  it('keeps the hours the employer typed, on create and when an edit leaves them out', async () => {
    const owner = await signedIn('business');
    const posted = await send('POST', '/api/jobs', owner.headers, { ...job, jobHours: 4 });
    expect(posted.json().jobHours).toBe(4);
    const { jobID } = posted.json();
    const edited = await send('PUT', `/api/jobs?id=${jobID}`, owner.headers, {
      ...job,
      jobTitle: 'Barista kort',
    });
    expect(edited.json()).toMatchObject({ jobTitle: 'Barista kort', jobHours: 4 });
  });

  it('counts the break out of hours it works out itself, also after an edit moves the end', async () => {
    const owner = await signedIn('business');
    const posted = await send('POST', '/api/jobs', owner.headers, { ...job, jobBreakMinutes: 30 });
    expect(posted.json().jobHours).toBe(6);
    const edited = await send('PUT', `/api/jobs?id=${posted.json().jobID}`, owner.headers, {
      ...job,
      jobBreakMinutes: 30,
      jobEndDateTime: '2030-05-04 16:30:00',
    });
    expect(edited.json().jobHours).toBe(8);
  });

  it('stores descriptions with plain spaces, so they wrap on a phone', async () => {
    const owner = await signedIn('business');
    const posted = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobDescription: '<h2>Wie&nbsp;we&nbsp;zoeken</h2><p>Een\u00a0vlotte&nbsp;barista &amp; ober</p>',
    });
    expect(posted.json().jobDescription).toBe('<h2>Wie we zoeken</h2><p>Een vlotte barista &amp; ober</p>');
  });

  it('stores the town’s coordinates when posted and edited, so a radius search finds the job', async () => {
    const owner = await signedIn('business');
    const worker = await signedIn('user');
    const around = async (town: string) => {
      const list = await testApp.app.inject({
        method: 'GET',
        url: `/api/jobs?search=straalpost&jobLocation=${town}&radiusKm=10`,
        headers: worker.headers,
      });
      return list
        .json()
        .data.map((each: { jobLocation: string; jobDistanceKm: number }) => [
          each.jobLocation,
          each.jobDistanceKm,
        ]);
    };
    const posted = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobTitle: 'Straalpost',
      jobLocation: 'Melle',
    });
    expect(posted.statusCode).toBe(201);
    expect(await around('Gent')).toEqual([['Melle', 8.2]]);

    const moved = await send('PUT', `/api/jobs?id=${posted.json().jobID}`, owner.headers, {
      ...job,
      jobTitle: 'Straalpost',
      jobLocation: 'Brugge',
    });
    expect(moved.statusCode).toBe(200);
    expect(await around('Gent')).toEqual([]);
    expect(await around('Brugge')).toEqual([['Brugge', 0]]);
  });

  it('refuses workers and businesses without a profile', async () => {
    const worker = await signedIn('user');
    const refused = await send('POST', '/api/jobs', worker.headers, job);
    expect(refused.statusCode).toBe(403);
    const bare = await registerPerson(testApp, { accountType: 'business' });
    const noProfile = await send('POST', '/api/jobs', bearer(await loginAs(testApp, bare.person)), job);
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.json().message).toBe(t('api.businesses.youDonTHaveA'));
  });

  it('lets only the owning business edit or delete, keeping applications readable', async () => {
    const owner = await signedIn('business');
    const rival = await signedIn('business');
    const worker = await signedIn('user');
    const { jobID } = (await send('POST', '/api/jobs', owner.headers, job)).json();

    expect(
      (await send('PUT', `/api/jobs?id=${jobID}`, rival.headers, { ...job, jobTitle: 'Gekaapt' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/jobs?id=${jobID}`, rival.headers)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/jobs?id=${jobID}`, worker.headers)).statusCode).toBe(403);

    const edited = await send('PUT', `/api/jobs?id=${jobID}`, owner.headers, {
      ...job,
      jobTitle: 'Barista zondag',
      jobHours: 7,
      jobStatus: 'filled',
    });
    expect(edited.json()).toMatchObject({ jobTitle: 'Barista zondag', jobHours: 7, jobStatus: 'filled' });

    await send('PUT', `/api/jobs?id=${jobID}`, owner.headers, { ...job, jobStatus: 'active' });
    await send('POST', '/api/jobapplications', worker.headers, {
      jobApplicationJobID: jobID,
      jobApplicationUserID: worker.userID,
    });
    expect((await send('DELETE', `/api/jobs?id=${jobID}`, owner.headers)).statusCode).toBe(204);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobs?id=${jobID}`,
      headers: owner.headers,
    });
    // its link says it is no longer available, not that it never existed
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: 'job_not_available' });
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?userID=${worker.userID}`,
      headers: worker.headers,
    });
    expect(history.json().data[0]).toMatchObject({ jobTitle: 'Barista weekend', job: null });
  });

  it('checks every field with the form messages', async () => {
    const owner = await signedIn('business');
    const response = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobTitle: ' ',
      jobWagePerHour: 0,
      jobEndDateTime: '2030-05-04 07:00:00',
      jobBanner: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      jobTitle: t('validation.jobs.titleIsRequired'),
      jobWagePerHour: t('validation.jobs.aValidWagePerHourIs'),
      jobBanner: t('validation.jobs.pleaseEnterAValidImageUrl'),
    });
    const backwards = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobEndDateTime: '2030-05-04 07:00:00',
    });
    expect(backwards.json().message).toContain('End date must be after start date');
  });

  it('never gives back a script or a javascript: link from a description', async () => {
    const owner = await signedIn('business');
    const posted = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobDescription:
        '<p onclick="steal()">Hallo<script>alert(1)</script> <a href="javascript:alert(2)">klik</a> <a href="https://jobbel.be">site</a> <img src=x onerror=alert(3)></p>',
    });
    const description: string = posted.json().jobDescription;
    expect(description).not.toMatch(/script|javascript:|onclick|onerror|<img/i);
    expect(description).toContain(
      '<a href="https://jobbel.be" rel="noopener noreferrer" target="_blank">site</a>',
    );
    const onlyScript = await send('POST', '/api/jobs', owner.headers, {
      ...job,
      jobDescription: '<script>alert(1)</script>',
    });
    expect(onlyScript.statusCode).toBe(400);
  });
});
