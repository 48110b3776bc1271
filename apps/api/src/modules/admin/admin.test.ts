import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import { bearer, loginAs, registerAdmin, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp({ SEED_DEMO: '1' });
let admin: Record<string, string>;

beforeAll(async () => {
  const registered = await registerAdmin(testApp);
  admin = bearer(await loginAs(testApp, registered.person));
});

const ADMIN_ENDPOINTS = ['/api/admin/overview', '/api/admin/users', '/api/admin/jobs'];

describe('admin API', () => {
  it('refuses workers, businesses and visitors on every admin endpoint', async () => {
    const worker = bearer(await loginAs(testApp, (await registerPerson(testApp)).person));
    const business = bearer(
      await loginAs(testApp, (await registerPerson(testApp, { accountType: 'business' })).person),
    );
    for (const url of ADMIN_ENDPOINTS) {
      for (const headers of [worker, business]) {
        const response = await testApp.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe(t('api.admin.adminAccessRequired'));
      }
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows the overview from real data', async () => {
    const overview = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin })
    ).json();
    const jobs = await testApp.app.db
      .selectFrom('jobs')
      .select('jobID')
      .where('jobStatus', '=', 'active')
      .execute();
    expect(overview).toMatchObject({ activeJobs: jobs.length, totalCompanies: 9 });
    expect(overview.totalUsers).toBeGreaterThanOrEqual(13);
    expect(overview.recentUsers).toHaveLength(5);
    expect(overview.recentJobs).toHaveLength(5);
  });

  it('searches and filters users and jobs with server-side paging', async () => {
    const jana = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/users?search=JANA', headers: admin })
    ).json();
    expect(jana).toMatchObject({ total: 1, data: [{ email: 'jana@jobbel.be', status: 'active' }] });
    const baristas = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/jobs?search=barista&status=active',
        headers: admin,
      })
    ).json();
    expect(baristas.total).toBeGreaterThan(0);
    expect(
      baristas.data.every((job: { jobTitle: string }) => job.jobTitle.toLowerCase().includes('barista')),
    ).toBe(true);
    const filled = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs?status=filled', headers: admin })
    ).json();
    expect(filled.total).toBe(0);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs?status=weird', headers: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('pages users and jobs newest first by cursor: every one once, the total beside each page, a bad cursor refused', async () => {
    for (const kind of ['users', 'jobs'] as const) {
      const idOf = (row: { userID?: number; jobID?: number }) =>
        kind === 'users' ? row.userID! : row.jobID!;
      const everything = (
        await testApp.app.inject({ method: 'GET', url: `/api/admin/${kind}?limit=100`, headers: admin })
      ).json();
      expect(everything.total).toBeGreaterThan(4);
      const seen: number[] = [];
      let after: string | null | undefined;
      do {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/admin/${kind}?limit=3${after ? `&after=${after}` : ''}`,
          headers: admin,
        });
        expect(response.statusCode).toBe(200);
        const page = response.json();
        expect(page.total).toBe(everything.total);
        expect(page.count).toBeLessThanOrEqual(3);
        seen.push(...page.data.map(idOf));
        after = page.nextCursor;
      } while (after);
      expect(seen).toEqual(everything.data.map(idOf));
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      const bad = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/${kind}?after=12;drop`,
        headers: admin,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(t('validation.common.pageLinkInvalid'));
    }
    // Serveerster, avondservice, Ontbijtservice: more than a page of two
    const searched = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs?search=ser&limit=2', headers: admin })
    ).json();
    const next = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/jobs?search=ser&limit=2&after=${searched.nextCursor}`,
        headers: admin,
      })
    ).json();
    expect(next.total).toBe(searched.total);
    expect(next.data[0].jobID).toBeLessThan(searched.data[1].jobID);
  });

  it('refuses a search of one or two letters, which no index can look up, in the administrator’s language', async () => {
    for (const url of ['/api/admin/users?search=a', '/api/admin/jobs?search=%20zq%20']) {
      const refused = await testApp.app.inject({ method: 'GET', url, headers: admin });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toContain('Zoek op minstens 3 tekens.');
    }
    // an empty search is no search: the whole list
    const everyone = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=',
      headers: admin,
    });
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().total).toBeGreaterThanOrEqual(13);
  });

  it('lists each worker’s real record, businesses as businesses, and no administrators', async () => {
    const list = async (search: string) =>
      (
        await testApp.app.inject({ method: 'GET', url: `/api/admin/users?search=${search}`, headers: admin })
      ).json();
    const jana = (await list('jana@jobbel.be')).data[0];
    // the demo's history: Jana completed shifts and businesses rated her
    expect(jana.completedJobs).toBeGreaterThan(0);
    expect(jana.rating).toBeGreaterThan(0);
    const graslei = await list('graslei');
    expect(graslei.data).toEqual([
      expect.objectContaining({ name: 'Brasserie De Graslei', accountType: 'business', city: 'Gent' }),
    ]);
    expect(graslei.data[0].completedJobs).toBeGreaterThan(0);
    expect(
      (await list('admin')).data.filter((user: { accountType: string }) => user.accountType === 'admin'),
    ).toEqual([]);
    const overview = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin })
    ).json();
    const people = await testApp.app.db
      .selectFrom('users')
      .innerJoin('accounts', 'accountID', 'userAccountID')
      .select('userID')
      .where('accountType', '!=', 'admin')
      .execute();
    expect(overview.totalUsers).toBe(people.length);
  });

  it('lets an admin really delete a user and a job', async () => {
    const victim = await registerPerson(testApp);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/users/${victim.userID}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const after = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/users?search=${victim.person.username}`,
        headers: admin,
      })
    ).json();
    expect(after.total).toBe(0);
    const job = await testApp.app.db.selectFrom('jobs').select('jobID').limit(1).executeTakeFirstOrThrow();
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/jobs?id=${job.jobID}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/jobs?id=${job.jobID}`, headers: admin }))
        .statusCode,
    ).toBe(410);
  });
});
