import { apiLogin, DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test('a filled job leaves the dashboard, its page offers no Apply, and a deleted one says it is gone', async ({
  page,
  request,
  signInAs,
}) => {
  const employer = await apiLogin(request, 'bistro.sintpieters@jobbel.be', DEMO_PASSWORD);
  const posted = await postJobViaApi(request, employer, {
    title: 'Zaalhulp volzet',
    location: 'Gent',
    type: 'Ober/Serveerster',
    daysAhead: 12,
    from: '18:00',
    until: '23:00',
    wage: 15,
    description: '<p>Een avond in de zaal.</p>',
  });
  const filled = await request.put(`/api/jobs?id=${posted.jobID}`, {
    headers: employer,
    data: { ...posted.body, jobStatus: 'filled' },
  });
  expect(filled.status()).toBe(200);

  await signInAs('jana@jobbel.be', DEMO_PASSWORD);
  await page.getByLabel('Zoek jobs').fill('zaalhulp volzet');
  await expect(page.getByText('Geen jobs gevonden')).toBeVisible();

  await page.goto(`/jobs/${posted.jobID}`);
  await expect(page.getByRole('heading', { name: 'Zaalhulp volzet' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'niet meer beschikbaar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  expect((await request.delete(`/api/jobs?id=${posted.jobID}`, { headers: employer })).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deze job is niet meer beschikbaar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
});

test('a job whose shift has passed leaves the dashboard and its page offers no Apply', async ({
  page,
  request,
  signInAs,
}) => {
  const employer = await apiLogin(request, 'bistro.sintpieters@jobbel.be', DEMO_PASSWORD);
  const { jobID } = await postJobViaApi(request, employer, {
    title: 'Afwas voorbij',
    location: 'Gent',
    type: 'Afwasser',
    daysAhead: 5,
    from: '17:00',
    until: '22:00',
    wage: 14,
    description: '<p>Een avond aan de afwas.</p>',
  });
  expect((await request.post(`/api/test/jobs/end?id=${jobID}`, { headers: employer })).status()).toBe(204);

  await signInAs('jana@jobbel.be', DEMO_PASSWORD);
  await page.getByLabel('Zoek jobs').fill('afwas voorbij');
  await expect(page.getByText('Geen jobs gevonden')).toBeVisible();

  await page.goto(`/jobs/${jobID}`);
  await expect(page.getByRole('heading', { name: 'Afwas voorbij' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'niet meer beschikbaar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  expect((await request.delete(`/api/jobs?id=${jobID}`, { headers: employer })).status()).toBe(204);
});
