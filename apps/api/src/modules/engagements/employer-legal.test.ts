import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { type SignedInBusiness, send, signedInBusiness, signedInWorker } from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const details = {
  enterpriseNumber: 'BE 0202 239 951',
  rszNumber: '1234567-89',
  jointCommittee: '302',
  secretariatName: 'Partena',
  secretariatCustomerNumber: 'K-4411',
  dimonaFiler: 'secretariat',
  workplaces: [
    { workplaceAddress: 'Korenmarkt 1', workplaceMunicipality: 'Gent', workplaceNisCode: '44021' },
  ],
};

describe('the employer’s legal details', () => {
  it('start from the joint committee of horeca and are saved with the enterprise number written 0123.456.789', async () => {
    const before = await send(testApp, 'GET', '/api/employerlegal', business);
    expect(before.json()).toMatchObject({ enterpriseNumber: null, jointCommittee: '302', workplaces: [] });
    expect(before.headers['cache-control']).toBe('no-store');

    const saved = await send(testApp, 'PUT', '/api/employerlegal', business, details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enterpriseNumber: '0202.239.951',
      dimonaFiler: 'secretariat',
      workplaces: [{ workplaceMunicipality: 'Gent', workplaceNisCode: '44021' }],
    });
    const replaced = await send(testApp, 'PUT', '/api/employerlegal', business, {
      ...details,
      workplaces: [],
    });
    expect(replaced.json().workplaces).toEqual([]);
  });

  it('refuse an enterprise number whose check digits are wrong, and a NIS code that is not 5 digits, in Dutch', async () => {
    const wrongCheck = await send(testApp, 'PUT', '/api/employerlegal', business, {
      ...details,
      enterpriseNumber: '0202.239.952',
    });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json().message).toContain('geen geldig ondernemingsnummer');
    const badNis = await send(testApp, 'PUT', '/api/employerlegal', business, {
      ...details,
      workplaces: [{ ...details.workplaces[0], workplaceNisCode: '4402' }],
    });
    expect(badNis.statusCode).toBe(400);
    expect(badNis.json().message).toContain('5 cijfers');
    // nothing of a refused save was written
    expect((await send(testApp, 'GET', '/api/employerlegal', business)).json().enterpriseNumber).not.toBe(
      '0202.239.952',
    );
  });

  it('are the business’s own: a worker cannot read or write them', async () => {
    const worker = await signedInWorker(testApp);
    expect((await send(testApp, 'GET', '/api/employerlegal', worker)).statusCode).toBe(403);
    expect((await send(testApp, 'PUT', '/api/employerlegal', worker, details)).statusCode).toBe(403);
  });
});

describe('a job open to flexi-jobbers', () => {
  const job = (wage: number, regimes: string[]) => ({
    jobTitle: 'Zaalmedewerker',
    jobLocation: 'Gent',
    jobType: 'Bediening',
    jobStartDateTime: '2030-03-04 10:00:00',
    jobEndDateTime: '2030-03-04 18:00:00',
    jobDescription: '<p>Bedienen op het terras.</p>',
    jobWagePerHour: wage,
    jobRegimes: regimes,
  });

  it('pays within the flexi bounds of its date, or is refused with the bound in the message', async () => {
    const low = await send(testApp, 'POST', '/api/jobs', business, job(11, ['flexi', 'student']));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ error: 'flexi_wage' });
    expect(low.json().message).toContain('minstens €12,53');
    const high = await send(testApp, 'POST', '/api/jobs', business, job(19, ['flexi']));
    expect(high.json().message).toContain('hoogstens €18,79');

    const posted = await send(testApp, 'POST', '/api/jobs', business, job(14, ['student', 'flexi']));
    expect(posted.statusCode).toBe(201);
    expect(posted.json().jobRegimes).toEqual(['student', 'flexi']);
    // the same wage is fine for a job that is not open to flexi-jobbers
    expect((await send(testApp, 'POST', '/api/jobs', business, job(11, ['student']))).statusCode).toBe(201);
  });

  it('keeps its regimes when an edit does not name them, and gets the default ones when posted without', async () => {
    const { jobRegimes: _none, ...withoutRegimes } = job(15, []);
    const posted = (await send(testApp, 'POST', '/api/jobs', business, withoutRegimes)).json();
    expect(posted.jobRegimes).toEqual(['student', 'extra', 'ordinary']);
    const edited = await send(testApp, 'PUT', `/api/jobs?id=${posted.jobID}`, business, {
      ...withoutRegimes,
      jobTitle: 'Zaalmedewerker terras',
    });
    expect(edited.json().jobRegimes).toEqual(['student', 'extra', 'ordinary']);
    const none = await send(testApp, 'PUT', `/api/jobs?id=${posted.jobID}`, business, job(15, []));
    expect(none.statusCode).toBe(400);
  });
});
