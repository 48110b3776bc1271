import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts';

test('business screens fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'koffiebar.kouter@jobbel.be', 'Jobbel2026');
  for (const path of [
    '/settings?section=businessProfile',
    '/settings?section=profile',
    '/jobs/create',
    '/dashboard',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});
