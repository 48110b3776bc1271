import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, PASSWORD, registerViaApi, signIn } from './support/accounts';
import { mailCount } from './support/mailbox';

test('the bell counts a new notification without a reload, and opening it leads to the application', async ({
  page,
  request,
}) => {
  const employer = await apiLogin(request, 'koffiebar.kouter@jobbel.be', DEMO_PASSWORD);
  const worker = await registerViaApi(request, 'user');
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Afwas ${Date.now().toString(36)}`;
  const day = new Date(Date.now() + 6 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const posted = await request.post('/api/jobs', {
    headers: employer,
    data: {
      jobTitle: title,
      jobLocation: 'Gent',
      jobType: 'Afwas',
      jobStartDateTime: `${day} 18:00:00`,
      jobEndDateTime: `${day} 23:00:00`,
      jobWagePerHour: 14,
      jobDescription: '<p>Afwas op zaterdag.</p>',
    },
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: (await posted.json()).jobID, jobApplicationUserID: worker.userID },
  });
  const { jobApplicationID } = await applied.json();

  await page.clock.install();
  await signIn(page, worker.email);
  const bell = page.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen (0 ongelezen)');

  const mailsBefore = mailCount(worker.email);
  await request.put(`/api/jobapplications?id=${jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  // the app asks again every 30 seconds: no reload needed
  await page.clock.fastForward('00:31');
  await expect(bell).toHaveAccessibleName('Meldingen (1 ongelezen)');
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect.poll(() => mailCount(worker.email), { timeout: 15_000 }).toBeGreaterThan(mailsBefore);

  await bell.click();
  const panel = page.getByRole('region', { name: 'Meldingen' });
  const item = panel
    .getByTestId('notification')
    .filter({ hasText: `Goed nieuws: je bent aangenomen voor ${title}` });
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(bell).toHaveAccessibleName('Meldingen (0 ongelezen)');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
});
