import type { Page } from '@playwright/test';

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
