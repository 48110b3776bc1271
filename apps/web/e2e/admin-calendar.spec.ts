import { apiLogin, createAdmin, PASSWORD, registerViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test('an admin made with npm run admin:create finds a user by search and deletes them after confirming', async ({
  page,
  request,
  signInAs,
}) => {
  const victim = await registerViaApi(request, 'user');
  createAdmin('admin.e2e@jobbel.be', 'Beheer2026');
  await signInAs('admin.e2e@jobbel.be', 'Beheer2026');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin Mode')).toBeVisible();
  await expect(page.getByText('Total Companies')).toBeVisible();

  await page.getByRole('button', { name: 'Users' }).click();
  await page.getByLabel('Zoek gebruikers').fill(victim.username);
  const row = page.getByRole('row').filter({ hasText: victim.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this user?');
    void confirm.accept();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByText('Niets gevonden.')).toBeVisible();
  expect(
    (await request.post('/api/login', { data: { email: victim.email, password: PASSWORD } })).status(),
  ).toBe(401);
});

test('an admin pages through the jobs by cursor: the next page holds older jobs only, and back again', async ({
  page,
  signInAs,
}) => {
  createAdmin('admin.pages@jobbel.be', 'Beheer2026');
  await signInAs('admin.pages@jobbel.be', 'Beheer2026');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Jobs' }).click();
  await expect(page.getByText(/^1–20 van \d+$/)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(21);
  const firstPage = await rows.allTextContents();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText(/^21–\d+ van \d+$/)).toBeVisible();
  await expect(rows.nth(1)).not.toHaveText(firstPage[1]!);
  const secondPage = (await rows.allTextContents()).slice(1);
  expect(secondPage.length).toBeGreaterThan(0);
  // jobs other tests post meanwhile come before the first page, never onto the next
  expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([]);
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page.getByText(/^1–20 van \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorige' })).toBeDisabled();
});

test('a worker refused the admin area sees access denied', async ({ page, signInAs }) => {
  await signInAs('jana@jobbel.be', 'Jobbel2026');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('a worker with an accepted job sees it on the right day of the calendar', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const employerHeaders = await apiLogin(request, 'bistro.sintpieters@jobbel.be', 'Jobbel2026');
  // a job of its own outside Gent: accepting fills it, and the other tests count Gent's open jobs
  const job = await postJobViaApi(request, employerHeaders, {
    title: 'Bediening kalender',
    location: 'Brugge',
    type: 'Ober/Serveerster',
    daysAhead: 20,
    from: '18:00',
    until: '23:00',
    wage: 15,
    description: '<p>Een avond in de zaal.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: job.jobID, jobApplicationUserID: worker.userID },
  });
  const accepted = await request.put(`/api/jobapplications?id=${(await applied.json()).jobApplicationID}`, {
    headers: employerHeaders,
    data: { jobApplicationStatus: 'accepted' },
  });
  expect(accepted.status()).toBe(200);

  await signInAs(worker.email);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Mijn Agenda' })).toBeVisible();
  const year = Number(job.jobStartDateTime.slice(0, 4));
  const month = Number(job.jobStartDateTime.slice(5, 7));
  const now = new Date();
  for (let step = 0; step < (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth()); step += 1) {
    await page.getByRole('button', { name: 'Volgende maand' }).click();
  }
  const day = page.getByTestId(`day-${job.jobStartDateTime.slice(0, 10)}`);
  await expect(day).toContainText('Bediening kalender');
  await expect(page.getByText('GEPLAND', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Agenda Exporteren' }).click();
  expect((await download).suggestedFilename()).toBe('jobbel-agenda.ics');
});

test('events show the info toast and the FAQ filters questions', async ({ page, signInAs }) => {
  await signInAs('milan@jobbel.be', 'Jobbel2026');
  await page.goto('/overview');
  await expect(page.getByTestId('event-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Register Now' }).first().click();
  await expect(page.getByText('De inschrijvingen voor dit event openen binnenkort.')).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByTestId('faq-category')).toHaveCount(4);
  await page.getByLabel('Zoek in de veelgestelde vragen').fill('wachtwoord');
  await expect(page.getByTestId('faq-category')).toHaveCount(1);
  await expect(page.getByText('Ik ben mijn wachtwoord vergeten.')).toBeVisible();
});
