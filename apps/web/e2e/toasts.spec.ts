import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

async function overlaps(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])
  test(`typing a town gives one result toast that covers no control (${viewport.width} px)`, async ({
    page,
    signInAs,
    worker,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(worker.email);
    await expect(page.getByTestId('job-card').first()).toBeVisible();

    const location = page.getByLabel('Locatie', { exact: true });
    if (!(await location.isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
    await location.fill('');
    await location.pressSequentially('Antwerpen', { delay: 120 });
    const noJobs = page.getByText('No jobs found matching your criteria');
    await expect(noJobs).toHaveCount(1);
    // nothing more arrives once typing has settled
    await page.waitForTimeout(1500);
    await expect(noJobs).toHaveCount(1);
    await expect(page.locator('[data-toast-type]')).toHaveCount(1);

    const toast = page.locator('[data-toast-type]');
    for (const control of [
      page.getByRole('button', { name: 'Profielmenu' }),
      page.getByRole('button', { name: 'Menu openen' }),
      page.getByRole('button', { name: 'Zoeken' }),
    ])
      if (await control.isVisible()) expect(await overlaps(toast, control)).toBe(false);
  });

/**
 * Every control, link and heading in `scope` that a toast lies over. Read in one go in the page: a toast
 * lives 5 to 8 s, and each screen is checked while it shows.
 */
function controlsUnderToasts(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const toasts = [...document.querySelectorAll('[data-toast-type]')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const wanted = 'a, button, input, select, textarea, [role="button"], [role="menuitem"], h1';
    return [...document.querySelectorAll(selector)]
      .flatMap((root) => [root, ...root.querySelectorAll(wanted)])
      .filter((element) => element.matches(wanted) && !element.closest('[data-toast-type]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          toasts.some(
            (toast) =>
              box.left < toast.right &&
              toast.left < box.right &&
              box.top < toast.bottom &&
              toast.top < box.bottom,
          )
        );
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
  }, scope);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a toast covers neither the top bar, its menu and panel, nor the heading (${viewport.width} px)`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize(viewport);
    // the job list fails: its toast lasts 8 s, long enough to open the menu and the panel under it
    await page.route('**/api/jobs?**', (route) => route.fulfill({ status: 500, body: '' }));
    await signInAs('milan@jobbel.be', DEMO_PASSWORD);
    await expect(page.locator('[data-toast-type="error"]')).toHaveCount(1);
    expect(await controlsUnderToasts(page, 'header, main h1')).toEqual([]);

    await page.getByRole('button', { name: 'Profielmenu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await controlsUnderToasts(page, 'header, [role="menu"]')).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Meldingen/ }).click();
    await expect(page.locator('#notification-panel')).toBeVisible();
    expect(await controlsUnderToasts(page, '#notification-panel')).toEqual([]);
    await page.screenshot({ path: `test-results/toast-over-panel-${viewport.width}.png` });
    await expect(page.locator('[data-toast-type="error"]')).toHaveCount(1);
  });

  test(`the business's toast leaves Post New Job and the heading free (${viewport.width} px)`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs('brasserie.graslei@jobbel.be', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/employer-dashboard$/);
    await expect(page.locator('[data-toast-type]')).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: 'Post New Job' }).or(page.getByRole('button', { name: 'Post New Job' })),
    ).toBeVisible();
    expect(await controlsUnderToasts(page, 'header, main h1, main a[href="/jobs/create"]')).toEqual([]);
  });
}
