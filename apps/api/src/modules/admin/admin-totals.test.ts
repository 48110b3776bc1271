import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
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
});
