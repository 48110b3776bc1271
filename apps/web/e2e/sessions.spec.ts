import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a session without remember-me is shared by a second tab; signing out in one signs out both', async ({
  page,
  context,
  signInAs,
  worker,
}) => {
  await signInAs(worker.email);
  const jobPath = await page
    .getByTestId('job-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');

  // a second tab opened on a job sees the job, not the login prompt
  const second = await context.newPage();
  await second.goto(jobPath!);
  await expect(second.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await expect(second).toHaveURL(jobPath!);

  // the first tab is still signed in after a reload
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profielmenu' })).toBeVisible();

  // signing out in the second tab signs the first out without a reload
  await second.getByRole('button', { name: 'Profielmenu' }).click();
  await second.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Profielmenu' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profielmenu' })).toHaveCount(0);
});

/** Changes the stored tokens as time or the server would have: an access token an hour old, a dead refresh token. */
async function changeStoredTokens(page: Page, changes: Record<string, unknown>) {
  await page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('jobbel');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('tokens', 'readwrite');
      for (const [key, value] of Object.entries(entries)) transaction.objectStore('tokens').put(value, key);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  }, changes);
}

test('a remembered session renews itself after its access token expired, silently', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD, { remember: true });
  await changeStoredTokens(page, { expiresAt: Date.now() - 1000 });
  const renewal = page.waitForRequest((request) => request.url().endsWith('/api/oauth2/token'));
  await page.goto('/my-applications');
  await renewal;
  await expect(page.getByRole('heading', { name: 'My Job Applications' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-applications$/);
});

test('a signed-out deep link goes to the login page with a reason, and back after signing in', async ({
  page,
}) => {
  await page.goto('/settings?section=privacy');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%3Fsection%3Dprivacy&reason=signed-out$/);
  await expect(page.getByText('Log in om deze pagina te openen. Daarna kom je meteen terug.')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('milan@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings\?section=privacy$/);
});

test('a session that can no longer be renewed says so on the login page and returns to the page', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD, { remember: true });
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/calendar$/);
  await changeStoredTokens(page, { expiresAt: Date.now() - 1000, refreshToken: 'ended-elsewhere' });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fcalendar&reason=expired$/);
  await expect(
    page.getByText('Je sessie is afgelopen. Log opnieuw in, dan ga je verder waar je was.'),
  ).toBeVisible();
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  await page.getByLabel('E-mailadres').fill('milan@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});
