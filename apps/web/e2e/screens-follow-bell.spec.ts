import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test('a screen follows the bell: My Applications shows the acceptance as soon as its notification arrives', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const employer = await apiLogin(request, 'bistro.sintpieters@jobbel.be', DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Afwas lunch ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Afwas',
    daysAhead: 3,
    from: '11:00',
    until: '15:00',
    wage: 14.5,
    description: '<p>Afwas over de middag.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  const { jobApplicationID } = await applied.json();

  // the bell asks every 30 seconds: the test moves the page's clock instead of waiting
  await page.clock.install();
  await signInAs(worker.email);
  await page.goto('/my-applications');
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await expect(card.locator('[data-status="pending"]')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sollicitatie intrekken' })).toBeVisible();

  await request.put(`/api/jobapplications?id=${jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  await page.clock.fastForward(31_000);
  await expect(page.getByTestId('unread-count')).toBeVisible();
  // no reload: the card follows what the notification said
  await expect(card.locator('[data-status="accepted"]')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sollicitatie intrekken' })).toHaveCount(0);

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
