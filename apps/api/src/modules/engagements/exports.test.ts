import {
  costEstimateSchema,
  PERFORMANCE_COLUMNS,
  performanceListSchema,
} from '@jobbel/shared/engagements/exports.schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import exportSchemas from '../../../../../docs/exports/format-1.schema.json' with { type: 'json' };
import { useTestApp } from '../../test/build-test-app';
import { declareStatus, engagedOn } from '../../test/engagement-fixtures';
import {
  acceptedShift,
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
  await send(testApp, 'PUT', '/api/employerlegal', business, {
    enterpriseNumber: '0403.227.515',
    jointCommittee: '302',
    dimonaFiler: 'business',
    workplaces: [
      { workplaceAddress: 'Veldstraat 1', workplaceMunicipality: 'Gent', workplaceNisCode: '44021' },
    ],
  });
});

// the schemas as documented in docs/exports/, not the code's own: a reader outside Jobbel checks files by them
const ajv = new Ajv2020({ allErrors: true }).addSchema(exportSchemas);
const validates = (definition: string, value: unknown) => {
  const validate = ajv.getSchema(`${exportSchemas.$id}#/$defs/${definition}`)!;
  return validate(value) ? [] : validate.errors;
};
const today = hoursFromNow(0).slice(0, 10);

/** A completed shift: worked yesterday, hours confirmed and approved. */
async function workedShift(worker: Awaited<ReturnType<typeof signedInWorker>>) {
  const shift = await acceptedShift(testApp, business, worker, {
    start: hoursFromNow(-10),
    end: hoursFromNow(-2),
  });
  await send(testApp, 'PUT', `/api/jobapplications/hours?id=${shift.applicationID}`, worker, {
    jobApplicationWorkedStartDateTime: hoursFromNow(-10),
    jobApplicationWorkedEndDateTime: hoursFromNow(-2),
    jobApplicationBreakMinutes: 30,
  });
  await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, business);
  return shift;
}

describe('the performances export', () => {
  it('is a CSV Excel opens with Belgian settings, with the approved hours of the period', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await workedShift(worker);
    const from = hoursFromNow(-48).slice(0, 10);
    const answer = await send(testApp, 'GET', `/api/exports/performances?from=${from}&to=${today}`, business);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain('attachment');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(answer.body, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...PERFORMANCE_COLUMNS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Vermeulen Lies',
      enterprise_number: '0403227515',
      workplace_nis: '44021',
      insz: '98041212351',
      regime: 'ordinary',
      break_minutes: '30',
      hours: '7,5',
      wage_per_hour: '15',
    });
    expect(shift.applicationID).toBeGreaterThan(0);
  });

  it('as JSON matches its documented schema, and counts a student’s hours rounded up per started hour', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, {
      status: 'student',
      studentSchool: 'HoGent',
      studentHoursRemaining: null,
    });
    const id = await engagedOn(testApp, business, worker, '2030-11-04', 'student', {
      from: '10:00',
      to: '17:10',
    });
    await testApp.app.db
      .updateTable('job_applications')
      .set({
        jobApplicationStatus: 'completed',
        jobApplicationWorkedStartDateTime: '2030-11-04 10:00:00',
        jobApplicationWorkedEndDateTime: '2030-11-04 17:10:00',
        jobApplicationBreakMinutes: 0,
      })
      .where('jobApplicationID', '=', id)
      .execute();
    const answer = await send(
      testApp,
      'GET',
      '/api/exports/performances?from=2030-11-01&to=2030-11-30&format=json',
      business,
    );
    const body = answer.json();
    expect(validates('performances', body)).toEqual([]);
    expect(performanceListSchema.parse(body).data[0]).toMatchObject({
      hours: 7.25,
      student_hours: 8,
      regime: 'student',
    });
  });

  it('is the business’s own and is refused for a period that ends before it starts', async () => {
    const worker = await signedInWorker(testApp);
    expect(
      (await send(testApp, 'GET', `/api/exports/performances?from=${today}&to=${today}`, worker)).statusCode,
    ).toBe(403);
    const backwards = await send(
      testApp,
      'GET',
      '/api/exports/performances?from=2030-02-01&to=2030-01-01',
      business,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe('the cost estimate', () => {
  it('adds each regime’s employer contribution from the rules table, and says it is an estimate', async () => {
    const owner = await signedInBusiness(testApp);
    const flexi = await signedInWorker(testApp);
    await declareStatus(testApp, flexi, { status: 'flexi', flexiBasis: 'retired' });
    await engagedOn(testApp, owner, flexi, '2030-12-02', 'flexi', { wage: 15 });
    const student = await signedInWorker(testApp);
    await declareStatus(testApp, student, {
      status: 'student',
      studentSchool: 'VUB',
      studentHoursRemaining: 4,
      studentHoursRemainingOn: '2030-12-01',
    });
    await engagedOn(testApp, owner, student, '2030-12-03', 'student', { wage: 15 });
    const estimate = (
      await send(testApp, 'GET', '/api/exports/costs?from=2030-12-01&to=2030-12-31&format=json', owner)
    ).json();
    expect(validates('costEstimate', estimate)).toEqual([]);
    const parsed = costEstimateSchema.parse(estimate);
    expect(parsed.estimate).toBe(true);
    // 8 h × €15 = €120 gross; flexi 28 % = €33.60
    expect(parsed.regimes.find((row) => row.regime === 'flexi')).toMatchObject({
      gross: 120,
      employerContribution: 33.6,
    });
    // 4 of the student's 8 hours lie beyond her quota: 60 × 5.42 % + 60 × 25 % = 3.25 + 15
    expect(parsed.regimes.find((row) => row.regime === 'student')).toMatchObject({
      studentHoursBeyondQuota: 4,
      employerContribution: 18.25,
    });
    const csv = await send(testApp, 'GET', '/api/exports/costs?from=2030-12-01&to=2030-12-31', owner);
    expect(csv.headers['content-disposition']).toContain('schatting');
  });
});
