import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

/** A shift of the demo bistro three days ahead that the worker applied to; `accept` is the bistro's answer. */
async function pendingApplication(
  request: APIRequestContext,
  worker: { email: string; userID: number },
  shift: { title: string; from: string; until: string },
) {
  const employer = await apiLogin(request, 'bistro.sintpieters@jobbel.be', DEMO_PASSWORD);
  const { jobID } = await postJobViaApi(request, employer, {
    ...shift,
    location: 'Gent',
    type: 'Afwas',
    daysAhead: 3,
    wage: 14.5,
    description: '<p>Afwas.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: await apiLogin(request, worker.email, PASSWORD),
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  const { jobApplicationID } = await applied.json();
  return {
    accept: async () => {
      const accepted = await request.put(`/api/jobapplications?id=${jobApplicationID}`, {
        headers: employer,
        data: { jobApplicationStatus: 'accepted' },
      });
      expect(accepted.status()).toBe(200);
    },
    // the dashboard lists newest first: later tests expect the demo jobs on top
    remove: () => request.delete(`/api/jobs?id=${jobID}`, { headers: employer }),
  };
}

test('a screen follows the bell: My Applications shows the acceptance as soon as its notification arrives', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const title = `Afwas lunch ${Date.now().toString(36)}`;
  const application = await pendingApplication(request, worker, { title, from: '11:00', until: '15:00' });

  // the bell asks every 30 seconds: the test moves the page's clock instead of waiting
  await page.clock.install();
  await signInAs(worker.email);
  await page.goto('/my-applications');
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await expect(card.locator('[data-status="pending"]')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sollicitatie intrekken' })).toBeVisible();

  await application.accept();
  await page.clock.fastForward(31_000);
  await expect(page.getByTestId('unread-count')).toBeVisible();
  // no reload: the card follows what the notification said
  await expect(card.locator('[data-status="accepted"]')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sollicitatie intrekken' })).toHaveCount(0);
  await application.remove();
});

test('a notice written before the bell first answers still updates the screen behind it', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const title = `Afwas avond ${Date.now().toString(36)}`;
  const application = await pendingApplication(request, worker, { title, from: '18:00', until: '22:00' });

  // the bell's first answer is held back until the business has accepted: the screen was read before
  let releaseBell: () => void = () => undefined;
  const bellHeld = new Promise<void>((resolve) => {
    releaseBell = resolve;
  });
  await page.route('**/api/notifications', async (route) => {
    await bellHeld;
    await route.continue();
  });
  await signInAs(worker.email);
  await page.goto('/my-applications');
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await expect(card.locator('[data-status="pending"]')).toBeVisible();

  await application.accept();
  releaseBell();
  await expect(page.getByTestId('unread-count')).toBeVisible();
  await expect(card.locator('[data-status="accepted"]')).toBeVisible();
  await application.remove();
});
