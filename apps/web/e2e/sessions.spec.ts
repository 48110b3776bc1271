import { expect, test } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts';

test('a session without remember-me is shared by a second tab; signing out in one signs out both', async ({
  page,
  context,
  request,
}) => {
  const worker = await registerViaApi(request, 'user');
  await signIn(page, worker.email);
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
  await expect(second.getByText('Please log in to view job details')).toHaveCount(0);

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
