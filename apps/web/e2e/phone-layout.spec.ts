import { expect, test } from './support/fixtures';
import { settled } from './support/settled';

test('business screens fit a 390 px phone without sideways scrolling', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('koffiebar.kouter@jobbel.be', 'Jobbel2026');
  for (const path of [
    '/settings?section=businessProfile',
    '/settings?section=profile',
    '/jobs/create',
    '/dashboard',
  ]) {
    await page.goto(path);
    await settled(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});
