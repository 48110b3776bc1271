import { expect, type Locator, test } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts';

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
    request,
  }) => {
    await page.setViewportSize(viewport);
    const worker = await registerViaApi(request, 'user');
    await signIn(page, worker.email);
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
