import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { buildTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import { send, signedInBusiness } from '../../test/shift-fixtures';

describe('the end-to-end test hook', () => {
  it('ends a job of the own business only when TEST_HOOKS is on', async () => {
    const withHooks = await buildTestApp({ TEST_HOOKS: '1' });
    const without = await buildTestApp();
    try {
      const business = await signedInBusiness(withHooks);
      const rival = await signedInBusiness(withHooks);
      const [job] = await insertJobs(withHooks, business.businessID, [{ jobTitle: 'Ober' }]);
      expect((await send(withHooks, 'POST', `/api/test/jobs/end?id=${job!.jobID}`, rival)).statusCode).toBe(
        403,
      );
      expect(
        (await send(withHooks, 'POST', `/api/test/jobs/end?id=${job!.jobID}`, business)).statusCode,
      ).toBe(204);
      const moved = await withHooks.app.db
        .selectFrom('jobs')
        .select(['jobEndDateTime', 'jobStatus'])
        .where('jobID', '=', job!.jobID)
        .executeTakeFirstOrThrow();
      expect(new Date(moved.jobEndDateTime!.replace(' ', 'T')).getTime()).toBeLessThan(
        Date.now() + 2 * 3_600_000,
      );
      expect(moved.jobStatus).toBe('expired');

      const owner = await signedInBusiness(without);
      const [other] = await insertJobs(without, owner.businessID, [{ jobTitle: 'Kok' }]);
      expect((await send(without, 'POST', `/api/test/jobs/end?id=${other!.jobID}`, owner)).statusCode).toBe(
        404,
      );
    } finally {
      await Promise.all([withHooks.close(), without.close()]);
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' })).toThrow(/TEST_HOOKS/);
  });
});
