import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const businessLink = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('a[href^="/business/"]');

test('every link to a business opens that business', async ({ page, signInAs, worker }) => {
  await signInAs(worker.email);

  // dashboard: each business among the first page of cards
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(12);
  // cards show before their businesses' profiles have loaded, with the name as plain text until then
  await expect(businessLink(page, 'job-card')).toHaveCount(12);
  const names = await businessLink(page, 'job-card').allTextContents();
  const distinct = [...new Set(names.map((name) => name.trim()))];
  expect(distinct.length).toBeGreaterThan(2);
  for (const name of distinct) {
    await businessLink(page, 'job-card').filter({ hasText: name }).first().click();
    await expect(pageTitle(page)).toHaveText(name);
    await page.goBack();
    await expect(cards).toHaveCount(12);
  }

  // job page: the company logo
  await cards.nth(3).getByRole('heading').getByRole('link').click();
  const logo = page.getByRole('link', { name: /^Bedrijfspagina van / });
  const company = (await logo.getAttribute('aria-label'))!.replace('Bedrijfspagina van ', '');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeVisible();
  await logo.click();
  await expect(pageTitle(page)).toHaveText(company);

  // My Applications: the company of the application just made
  await page.goto('/my-applications');
  await businessLink(page, 'application-card').first().click();
  await expect(pageTitle(page)).toHaveText(company);
});

test('a business logo or cover that cannot be loaded falls back to a stock picture, never a broken image', async ({
  page,
  signInAs,
  worker,
}) => {
  await signInAs(worker.email);
  // the business's stored images are gone (a restored backup without its uploads)
  await page.route('**/api/businesses?*', async (route) => {
    const response = await route.fetch();
    const business = await response.json();
    await route.fulfill({
      response,
      json: {
        ...business,
        businessAvatar: '/upload/business/gone.webp',
        businessCoverPicture: '/upload/business/gone-too.webp',
      },
    });
  });
  await page.goto('/business/4');
  const logo = page.getByRole('img', { name: /^Logo van / });
  await expect(logo).toHaveAttribute('src', /\/stock\//);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const cover = page.locator('section img').first();
  await expect(cover).toHaveAttribute('src', /\/stock\//);
});
