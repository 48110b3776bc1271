import {
  enterpriseNumberDigits,
  isValidEnterpriseNumber,
} from '@jobbel/shared/engagements/enterprise-number';
import { describe, expect, it } from 'vitest';
import { insertConfirmedPerson } from '../modules/users/confirmed-person';
import { useTestApp } from '../test/build-test-app';
import { bearer, loginAs } from '../test/registration-helpers';
import { DEMO_PASSWORD } from './demo-data';
import { seedDemoData } from './seed-demo';

const testApp = useTestApp();

const count = async (table: 'businesses' | 'jobs') =>
  Number(
    (
      await testApp.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo seed', () => {
  it('still seeds after an admin was made first, and never twice', async () => {
    await insertConfirmedPerson(testApp.app.db, {
      username: 'admin_first',
      email: 'first@jobbel.be',
      accountType: 'admin',
      firstName: 'Admin',
      lastName: 'Eerst',
      passwordHash: 'x',
    });
    await seedDemoData(testApp.app.db, testApp.app.log);
    expect(await count('businesses')).toBe(9);
    await seedDemoData(testApp.app.db, testApp.app.log);
    expect(await count('businesses')).toBe(9);
    expect(await count('jobs')).toBe(45 + 6);
  });

  it('gives the demo a history: Jana’s completed shifts, hours, revealed reviews and reliability', async () => {
    const jana = await testApp.app.db
      .selectFrom('users')
      .select('userID')
      .where('userEmail', '=', 'jana@jobbel.be')
      .executeTakeFirstOrThrow();
    const { workerRecordOf } = await import('../modules/records/worker-record');
    expect(await workerRecordOf(testApp.app.db, jana.userID)).toEqual({
      completedJobs: 3,
      totalHours: 18.75,
      averageRating: 4.7,
      ratingCount: 3,
      reliability: 1,
      reliabilityCounts: { completed: 3, lateCancellations: 0, noShows: 0 },
    });
    const milan = await testApp.app.db
      .selectFrom('users')
      .select('userID')
      .where('userEmail', '=', 'milan@jobbel.be')
      .executeTakeFirstOrThrow();
    expect((await workerRecordOf(testApp.app.db, milan.userID)).reliability).toBeCloseTo(2 / 3);
  });

  it('lets a demo business file a Dimona at once, and Jana is a student with her hours declared', async () => {
    const kouter = await loginAs(testApp, { email: 'koffiebar.kouter@jobbel.be', password: DEMO_PASSWORD });
    const legal = (await testApp.app.inject({ url: '/api/employerlegal', headers: bearer(kouter) })).json();
    expect(isValidEnterpriseNumber(enterpriseNumberDigits(legal.enterpriseNumber))).toBe(true);
    expect(legal.workplaces).toEqual([
      expect.objectContaining({ workplaceMunicipality: 'Gent', workplaceNisCode: '44021' }),
    ]);
    const jana = await loginAs(testApp, { email: 'jana@jobbel.be', password: DEMO_PASSWORD });
    const status = (await testApp.app.inject({ url: '/api/workstatus', headers: bearer(jana) })).json();
    expect(status).toMatchObject({ status: 'student', studentHoursRemaining: 480 });
  });
});
