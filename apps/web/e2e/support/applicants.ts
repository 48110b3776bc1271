import type { Locator, Page } from '@playwright/test';

/** The employer dashboard's applicants dialog of the job with this title, opened as the owner does. */
export async function openApplicants(page: Page, title: string) {
  await page.goto('/employer-dashboard');
  await page
    .getByTestId('employer-job-card')
    .filter({ hasText: title })
    .getByRole('button', { name: /application/ })
    .click();
  return page.getByRole('dialog');
}

/**
 * Accepts in the applicants dialog as a business does: Accept asks under which regime the law allows
 * (the worker's own status, else ordinary employment, is chosen), and the accept button confirms it.
 */
export async function acceptApplicant(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.getByRole('button', { name: /^Aannemen als / }).click();
}
