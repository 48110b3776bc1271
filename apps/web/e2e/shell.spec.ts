import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settled } from './support/settled';

const readStored = (page: Page, store: string, key: string) =>
  page.evaluate(
    ([storeName, itemKey]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('jobbel', 1);
        open.onsuccess = () => {
          const request = open.result.transaction(storeName!).objectStore(storeName!).get(itemKey!);
          request.onsuccess = () => resolve(request.result);
        };
      }),
    [store, key],
  );

const forgetStoredUser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('jobbel', 1);
        open.onsuccess = () => {
          const transaction = open.result.transaction('userData', 'readwrite');
          transaction.objectStore('userData').clear();
          transaction.oncomplete = () => resolve();
        };
      }),
  );

test('when /api/me fails the shell shows one error with a retry instead of bouncing', async ({
  page,
  signInAs,
  worker,
}) => {
  await signInAs(worker.email);
  // the first screen refreshes the stored profile; forget it only after that
  await settled(page);
  await forgetStoredUser(page);

  let calls = 0;
  await page.route('**/api/me', (route) => {
    calls += 1;
    return route.fulfill({
      status: 500,
      json: { error: 'internal_error', message: 'Database down', requestId: 'req-shell-1' },
    });
  });
  await page.reload();
  const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
  await expect(retry).toBeVisible();
  // the code a user quotes to whoever runs this Jobbel
  await expect(page.getByRole('alert')).toContainText('Foutcode: req-shell-1');
  await page.waitForTimeout(4000);
  expect(calls).toBeLessThanOrEqual(2);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);

  await page.unroute('**/api/me');
  await retry.click();
  await expect(page.getByRole('button', { name: 'Profielmenu' })).toBeVisible();
});

test('a token revoked elsewhere is noticed on start', async ({ page, request, signInAs, worker }) => {
  await signInAs(worker.email);
  await expect(page.getByRole('button', { name: 'Profielmenu' })).toBeVisible();
  // revoke only once the first screen's calls are done: one still in flight would notice it before the reload
  await settled(page);
  const token = await readStored(page, 'tokens', 'accessToken');
  const revoked = await request.delete('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  await page.reload();
  // the session ended with its token: renewing it is refused too, and the login page says why, once
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard&reason=expired$/);
  await expect(
    page.getByText('Je sessie is afgelopen. Log opnieuw in, dan ga je verder waar je was.'),
  ).toBeVisible();
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);
});
