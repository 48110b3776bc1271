import { DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { settled } from './support/settled';

test('a worker opens a job, browses the gallery by keyboard, applies, sees it on My Applications; sign-out clears favourites', async ({
  page,
  signInAs,
}) => {
  await signInAs('amira@jobbel.be', DEMO_PASSWORD);
  const card = page.getByTestId('job-card').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const tile of ['Salary', 'Start Date', 'Experience', 'Posted', 'Total Hours']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/€\d+,\d{2} per uur/)).toBeVisible();

  // the gallery viewer: arrows and keys with wraparound, Escape closes
  const photos = page.getByRole('button', { name: /^Open foto/ });
  const total = await photos.count();
  expect(total).toBeGreaterThan(1);
  await photos.first().click();
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // favourite, then apply
  await page.getByRole('button', { name: 'Save to Favorites' }).click();
  await expect(page.getByRole('button', { name: 'Saved to Favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();

  // the favourite and the applied state survive a reload
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved to Favorites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();

  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await page.getByRole('menuitem', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  const application = page.getByTestId('application-card').filter({ hasText: title });
  await expect(application).toBeVisible();
  await expect(application.locator('[data-status="pending"]')).toHaveText('In afwachting');

  // signing out leaves nothing of the user on this browser, favourites included
  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInAs('amira@jobbel.be', DEMO_PASSWORD);
  await page
    .getByTestId('job-card')
    .filter({ hasText: title })
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  // the job page is on screen (the dashboard's cards have the same button)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to Favorites' })).toBeVisible();
});

test('a business sees a disabled Business Account button', async ({ page, signInAs }) => {
  await signInAs('hotel.leie@jobbel.be', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  await page.goto('/dashboard');
  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Business Account' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'My Jobs' })).toBeVisible();
  await page.goto('/my-applications');
  await expect(page.getByText('Business accounts cannot view job applications')).toBeVisible();
});

test('an unknown job shows Job not found with a way back', async ({ page, signInAs }) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await page.goto('/jobs/999999');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the gallery viewer covers the whole phone screen, keeps the page where it was and closes on the backdrop', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
  // the job page has finished loading (its height no longer changes) before the test scrolls in it
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  const photos = page.getByRole('button', { name: /^Open foto/ });
  await photos.first().scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await photos.first().click();
  const viewer = page.getByRole('dialog');
  expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(page.getByTestId('gallery-counter')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await viewer.click({ position: { x: 195, y: 20 } });
  await expect(viewer).toHaveCount(0);
});
