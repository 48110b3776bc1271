import { ADMIN_SEARCH_COUNT_LIMIT } from '@jobbel/shared/admin/admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerAdmin, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();
let admin: Record<string, string>;

beforeAll(async () => {
  admin = bearer(await loginAs(testApp, (await registerAdmin(testApp)).person));
  await registerPerson(testApp);
});

describe('the admin totals', () => {
  it('keeps the totals for a while, but lists and finds a new person at once', async () => {
    const overview = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin })).json();
    const before = await overview();
    const counted = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin })
    ).json();
    const newcomer = await registerPerson(testApp);
    const after = await overview();
    expect(after.totalUsers).toBe(before.totalUsers);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin })).json().total,
    ).toBe(counted.total);
    expect(after.recentUsers[0]).toMatchObject({ userID: newcomer.userID, email: newcomer.person.email });
    const found = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/users?search=${newcomer.person.username}`,
        headers: admin,
      })
    ).json();
    expect(found).toMatchObject({ total: 1, data: [{ userID: newcomer.userID }] });
  });

  it('counts a search no further than it shows, and says that more match; a narrower search is counted exactly', async () => {
    const { businessID } = await insertBusiness(testApp, 'Zomerbar Overpoort');
    for (let batch = 0; batch < 2; batch += 1)
      await insertJobs(
        testApp,
        businessID,
        Array.from({ length: ADMIN_SEARCH_COUNT_LIMIT / 2 + 1 }, (_, index) => ({
          jobTitle: `Tapper ${batch}-${index}`,
        })),
      );
    const jobs = async (search: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/admin/jobs?search=${encodeURIComponent(search)}`,
          headers: admin,
        })
      ).json();
    const many = await jobs('tapper');
    expect(many).toMatchObject({ total: ADMIN_SEARCH_COUNT_LIMIT, totalIsAtLeast: true, count: 20 });
    expect(many.nextCursor).toEqual(expect.any(String));
    const few = await jobs('tapper 1-49');
    expect(few).toMatchObject({ total: 11, totalIsAtLeast: false });
    const users = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin })
    ).json();
    expect(users.totalIsAtLeast).toBe(false);
  });
});
