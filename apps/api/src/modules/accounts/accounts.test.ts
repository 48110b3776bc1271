import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { jobPayload } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const worker = await registerPerson(testApp);
  headers = bearer(await loginAs(testApp, worker.person));
});

async function list(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { jobTitle: string }[] };
}
const titles = (body: { data: { jobTitle: string }[] }) => body.data.map((job) => job.jobTitle);

describe('deleting an account', () => {
  it("drops a deleted account's jobs from the list at once, even when the list was cached", async () => {
    for (const deletion of ['account', 'user'] as const) {
      const owner = await registerPerson(testApp, { accountType: 'business' });
      const ownerHeaders = bearer(await loginAs(testApp, owner.person));
      await testApp.app.inject({
        method: 'POST',
        url: '/api/businesses',
        headers: ownerHeaders,
        payload: {
          businessName: 'Weg',
          businessStreet: 'Kouter',
          businessZipCode: '9000',
          businessCity: 'Gent',
        },
      });
      const title = `Verdwijnt met ${deletion} ${owner.accountID}`;
      const posted = await testApp.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: ownerHeaders,
        payload: jobPayload({ jobTitle: title }),
      });
      expect(posted.statusCode).toBe(201);
      const ofBusiness = `jobBusinessID=${posted.json().jobBusinessID}`;
      expect(titles(await list(ofBusiness))).toEqual([title]);
      const removed = await testApp.app.inject({
        method: 'DELETE',
        url: deletion === 'account' ? `/api/accounts/${owner.accountID}` : `/api/users/${owner.userID}`,
        headers: ownerHeaders,
      });
      expect(removed.statusCode).toBe(204);
      expect(titles(await list(ofBusiness))).toEqual([]);
    }
  });
});
