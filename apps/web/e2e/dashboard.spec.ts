import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

const cards = (page: Page) => page.getByTestId('job-card');

test('a worker searches, filters, picks dates, clears, loads more and opens a job', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText('Found 45 jobs')).toBeVisible();
  await expect(cards(page).first().getByRole('link', { name: 'Brasserie De Graslei' })).toBeVisible();

  // text search waits for the debounce, then shows matching cards only
  await page.getByLabel('Zoek jobs').fill('barista');
  await expect(cards(page)).toHaveCount(9);
  for (const title of await cards(page).getByRole('heading').allTextContents())
    expect(title.toLowerCase()).toContain('barista');
  await page.getByRole('button', { name: 'Verwijder filter Zoekterm: barista' }).click();
  await expect(cards(page)).toHaveCount(12);

  // type and hours refetch at once
  await page.getByLabel('Type job').selectOption('Kok');
  await expect(cards(page).first()).toContainText('Kok');
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Kok');
  await page.getByLabel('Uren').selectOption('4-8');
  await expect(page.getByRole('button', { name: 'Verwijder filter 4-8 uur' })).toBeVisible();
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/(^|\D)[4-8] uur totaal/);

  // a date range from the popup
  await page.getByRole('button', { name: 'Kies datums' }).click();
  await expect(page.getByText('Selecteer startdatum')).toBeVisible();
  const enabledDays = page.getByRole('dialog').locator('button[aria-pressed]:enabled');
  await enabledDays.nth(1).click();
  await expect(page.getByText('Selecteer einddatum')).toBeVisible();
  await page.getByRole('button', { name: 'Volgende maand' }).click();
  await enabledDays.nth(27).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear All' })).toBeVisible();

  // an impossible combination shows the empty state, whose button clears everything
  await page.getByLabel('Locatie').fill('Brussel');
  await expect(page.getByRole('heading', { name: 'Geen jobs gevonden' })).toBeVisible();
  await expect(page.getByText('No jobs found matching your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);

  // load more appends the next page, and hides when a short page arrives
  await page.getByRole('button', { name: 'Meer jobs laden' }).click();
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Meer jobs laden' }).click();
  await expect(cards(page)).toHaveCount(36);
  await page.getByRole('button', { name: 'Meer jobs laden' }).click();
  await expect(cards(page)).toHaveCount(45);
  await expect(page.getByRole('button', { name: 'Meer jobs laden' })).toHaveCount(0);

  const firstTitle = cards(page).first().getByRole('heading').getByRole('link');
  const href = await firstTitle.getAttribute('href');
  expect(href).toMatch(/^\/jobs\/\d+$/);
  await firstTitle.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the dashboard keeps your place: the search is in the address, and back from a job returns to the same card', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await expect(cards(page)).toHaveCount(12);
  await page.getByLabel('Type job').selectOption('Ober/Serveerster');
  await expect(page).toHaveURL(/\/dashboard\?type=Ober%2FServeerster$/);
  // the search survives a reload, and its result is not announced again
  await page.reload();
  await expect(page.getByLabel('Type job')).toHaveValue('Ober/Serveerster');
  await page.getByLabel('Type job').selectOption('');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Meer jobs laden' }).click();
  await expect(cards(page)).toHaveCount(24);
  const deep = cards(page).nth(20);
  await deep.scrollIntoViewIfNeeded();
  const title = (await deep.getByRole('heading').textContent())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  // the result toasts of the earlier searches have gone
  await expect(page.locator('[data-toast-type]')).toHaveCount(0, { timeout: 15_000 });
  await deep.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  // the two pages are there at once, at the same place, and no toast repeats the count
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).nth(20)).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
  await expect(page.getByText(/^Found \d+ jobs$/)).toHaveCount(0);
});

test('the dashboard shows the error box and retries', async ({ page, signInAs }) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await expect(cards(page)).toHaveCount(12);
  let failing = true;
  await page.route('**/api/jobs?**', (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.getByLabel('Type job').selectOption('Barista');
  await expect(page.getByRole('heading', { name: 'Er is een fout opgetreden' })).toBeVisible();
  await expect(
    page.getByText('An unexpected server error occurred. Please try again later.').first(),
  ).toBeVisible();
  // spec 000 §8: in the box and in one toast, once per failure
  const toast = page.locator('[data-toast-type="error"]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('An unexpected server error occurred. Please try again later.');
  await toast.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(toast).toHaveCount(0);
  // the screen renders again (the search box is typed in, nothing searched yet): no toast comes back
  await page.getByPlaceholder(/Zoek/).first().fill('b');
  await page.getByPlaceholder(/Zoek/).first().fill('');
  await page.waitForTimeout(300);
  await expect(toast).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(cards(page).first()).toContainText('Barista');
});

test('on a phone the first job card shows without scrolling; the filters unfold on demand', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  const box = await cards(page).first().boundingBox();
  expect(box!.y + 120).toBeLessThan(844);
  await expect(page.getByLabel('Type job')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Type job').selectOption('Kok');
  await expect(cards(page).first()).toContainText('Kok');
});
