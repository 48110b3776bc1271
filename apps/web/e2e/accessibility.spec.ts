import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, createAdmin, DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { settled } from './support/settled';

// Every screen, for each role, on a desktop and on a phone, without a serious or critical
// axe finding
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function findings(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${path}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`,
      ),
    );
}

async function firstJobPath(page: Page): Promise<string> {
  const headers = await apiLogin(page.request, 'milan@jobbel.be', DEMO_PASSWORD);
  const jobs = await page.request.get('/api/jobs?limit=1', { headers });
  return `/jobs/${(await jobs.json()).data[0].jobID}`;
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed-out screens', async ({ page }) => {
      const job = await firstJobPath(page);
      const found: string[] = [];
      for (const path of ['/', '/login', '/register', job]) found.push(...(await findings(page, path)));
      expect(found).toEqual([]);
    });

    test('a worker’s screens', async ({ page, signInAs }) => {
      const job = await firstJobPath(page);
      await signInAs('milan@jobbel.be', DEMO_PASSWORD);
      const found: string[] = [];
      for (const path of [
        '/dashboard',
        job,
        '/my-applications',
        '/calendar',
        '/overview',
        '/faq',
        '/my-profile',
        '/settings',
        '/manage-skills-experience',
      ])
        found.push(...(await findings(page, path)));
      expect(found).toEqual([]);
    });

    test('a business’s screens', async ({ page, signInAs }) => {
      await signInAs('brasserie.graslei@jobbel.be', DEMO_PASSWORD);
      const found: string[] = [];
      for (const path of ['/employer-dashboard', '/jobs/create', '/business/', '/settings'])
        found.push(...(await findings(page, path)));
      expect(found).toEqual([]);
    });

    test('the admin’s screen', async ({ page, signInAs }) => {
      const email = `admin.a11y.${viewport.name}@jobbel.be`;
      createAdmin(email, 'Beheer2026');
      await signInAs(email, 'Beheer2026');
      expect(await findings(page, '/admin')).toEqual([]);
    });
  });
}
