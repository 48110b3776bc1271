import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test.use({ viewport: { width: 390, height: 844 } });

test('the job page says where, when and how much; withdrawing asks first, the page tells the truth, and the worker can apply again', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const employer = await apiLogin(request, 'brasserie.graslei@jobbel.be', DEMO_PASSWORD);
  const title = `Zaalhulp receptie ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Ober',
    daysAhead: 6,
    from: '18:00',
    until: '23:00',
    wage: 15.5,
    description: '<p>Receptie in de zaal.</p>',
  });
  await signInAs(worker.email, PASSWORD);
  await page.goto(`/jobs/${jobID}`);
  // where, when, how long and how much, before applying
  const facts = page.getByTestId('shift-facts');
  await expect(facts).toContainText('WaarGraslei 12, 9000 Gent');
  await expect(facts).toContainText(/Wanneer.* om 18:00 tot .* om 23:00/);
  await expect(facts).toContainText('5 uur × €15,50 = €77,50 bruto, uitbetaald door de werkgever');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();

  // one tap does not withdraw: the worker is asked, and may keep it
  await page.goto('/my-applications');
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Sollicitatie intrekken' }).click();
  await expect(card.getByText('Zolang de job open is, kan je opnieuw solliciteren.')).toBeVisible();
  await card.getByRole('button', { name: 'Niet intrekken' }).click();
  await expect(card.locator('[data-status="pending"]')).toBeVisible();
  await card.getByRole('button', { name: 'Sollicitatie intrekken' }).click();
  await card.getByRole('button', { name: 'Ja, intrekken' }).click();
  await expect(card.locator('[data-status="withdrawn"]')).toBeVisible();

  // the job page says so, and offers to apply again
  await page.goto(`/jobs/${jobID}`);
  await expect(page.getByTestId('own-application')).toHaveText(
    'Je had je sollicitatie ingetrokken. Zolang de job open is, kan je opnieuw solliciteren.',
  );
  await page.getByRole('button', { name: 'Opnieuw solliciteren' }).click();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();
  await page.goto('/my-applications');
  await expect(card.locator('[data-status="pending"]')).toBeVisible();
  await expect(card).toContainText('Graslei 12, 9000 Gent');
  await expect(card).toContainText(/Einde.* om 23:00/);

  // accepted: the job is filled for others, but the worker's own page shows the booking, not "no longer available"
  const applications = await request.get(`/api/jobapplications?jobID=${jobID}`, { headers: employer });
  const { jobApplicationID } = (await applications.json()).data[0];
  await request.put(`/api/jobapplications?id=${jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  await page.goto(`/jobs/${jobID}`);
  await expect(page.getByTestId('own-application')).toContainText('Je bent geboekt voor deze shift.');
  await expect(page.getByText('Deze job is niet meer beschikbaar')).toHaveCount(0);

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
