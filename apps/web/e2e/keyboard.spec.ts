import type { Page } from '@playwright/test';
import { apiLogin, createAdmin, DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

// The whole app by keyboard (no mouse from the first Tab on), and a phone's fingers

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * The day focus moves to from `before`. Focus is never on no day at all, not even while the shown month
 * changes: a key pressed in such a moment would go nowhere.
 */
async function focusMovedFrom(page: Page, before: string): Promise<string> {
  await expect.poll(() => focusedLabel(page)).not.toBe(before);
  const label = await focusedLabel(page);
  expect(label, 'focus rests on a day').not.toBe('');
  return label;
}

test('a skip link leads past the navigation; a new page puts focus on its heading and names the tab', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

  await page.getByRole('link', { name: 'Agenda' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calendar$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // each page names the browser tab after its heading
  await expect(page).toHaveTitle(`${(await heading.textContent())?.trim()} – Jobbel`);
});

test('the profile menu works with arrow keys and gives focus back on Escape', async ({ page, signInAs }) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  const button = page.getByRole('button', { name: 'Profielmenu' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the date picker opens with focus on a day, arrows move by day and week, Escape returns to the button', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  const trigger = page.locator('button[aria-haspopup="dialog"]');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kies een periode' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedLabel(page)).not.toBe('');
  const today = await focusedLabel(page);
  // one Tab stop for the whole grid
  expect(await dialog.locator('[data-day][tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('ArrowRight');
  const tomorrow = await focusMovedFrom(page, today);
  // another month is shown: focus goes straight to its day
  await page.keyboard.press('PageDown');
  await focusMovedFrom(page, tomorrow);
  await page.keyboard.press('PageUp');
  await expect.poll(() => focusedLabel(page)).toBe(tomorrow);
  await page.keyboard.press('ArrowDown');
  await focusMovedFrom(page, tomorrow);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedLabel(page)).toBe(tomorrow);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // choosing a start and an end closes it and gives focus back too
  const focusedDay = dialog.locator('[data-day][tabindex="0"]');
  await page.keyboard.press('Enter');
  await expect(focusedDay).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(focusedDay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(await focusedText(page)).toMatch(/–/);
});

test('the photo viewer keeps Tab inside and returns focus to the photo', async ({
  page,
  request,
  signInAs,
}) => {
  // a job with photos: the newest of the feed may be one another spec posted without any
  const headers = await apiLogin(request, 'amira@jobbel.be', DEMO_PASSWORD);
  const feed = await (await request.get('/api/jobs?limit=50', { headers })).json();
  const withPhotos = (feed.data as { jobID: number; jobGallery: string[] }[]).find(
    (job) => job.jobGallery.length > 0,
  );
  await signInAs('amira@jobbel.be', DEMO_PASSWORD);
  await page.goto(`/jobs/${withPhotos!.jobID}`);
  const photo = page.getByRole('button', { name: /^Open foto/ }).first();
  await photo.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  for (let press = 0; press < 5; press += 1) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((layer) => layer.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await viewer.evaluate((layer) => layer.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(photo).toBeFocused();
});

// Chromium lays out in 1/64 px; a box at a fractional position comes back as 43.99997 for 44 px.
function inLayoutUnits(pixels: number): number {
  return Math.round(pixels * 64) / 64;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu closes on Escape and primary actions are at least 44 px square', async ({
    page,
    signInAs,
  }) => {
    await page.goto('/login');
    const signInBox = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
    expect(inLayoutUnits(signInBox!.height)).toBeGreaterThanOrEqual(44);
    await signInAs('milan@jobbel.be', DEMO_PASSWORD);
    for (const target of [
      page.getByRole('button', { name: 'Menu openen' }),
      page.getByRole('button', { name: 'Profielmenu' }),
      page.getByRole('button', { name: 'Zoeken' }),
      page.getByRole('button', { name: /Favorites/ }).first(),
    ]) {
      const box = await target.boundingBox();
      expect(inLayoutUnits(Math.min(box!.width, box!.height)), String(target)).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobiele navigatie' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Mobiele navigatie' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobiele navigatie' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
  });

  test('focus rings of fields and triggers stand out at least 3:1 from what is around them', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').focus();
    const ring = await page.evaluate(() => {
      const field = document.activeElement as HTMLElement;
      const parse = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const luminance = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((value) => value! / 255)
          .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
          .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
      const outline = luminance(parse(getComputedStyle(field).outlineColor));
      const inside = luminance(parse(getComputedStyle(field).backgroundColor));
      const [light, dark] = outline > inside ? [outline, inside] : [inside, outline];
      return { width: getComputedStyle(field).outlineWidth, contrast: (light + 0.05) / (dark + 0.05) };
    });
    expect(ring.width).toBe('2px');
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
  });
});

test('/admin fits a 320 px screen without sideways scrolling', async ({ page, signInAs }) => {
  createAdmin('admin.narrow@jobbel.be', 'Beheer2026');
  await signInAs('admin.narrow@jobbel.be', 'Beheer2026');
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Users', 'Jobs', 'Businesses']) {
    const button = page.getByRole('button', { name: tab, exact: true });
    if (await button.count()) await button.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(320);
  }
});
