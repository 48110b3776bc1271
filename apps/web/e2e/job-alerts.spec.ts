import { apiLogin, DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';
import { mailCount } from './support/mailbox';

test('a worker saves an alert, a business posts a matching job, the bell and a mail announce it, the worker applies', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const employer = await apiLogin(request, 'bistro.sintpieters@jobbel.be', DEMO_PASSWORD);
  const word = `sommelier${Date.now().toString(36)}`;

  await page.clock.install();
  await signInAs(worker.email);
  await page.getByPlaceholder('Zoek op functie of trefwoord, bv. barista').fill(word);
  await page.getByRole('button', { name: 'Bewaar als alert' }).click();
  const form = page.getByRole('form', { name: 'Alert bewaren' });
  await expect(form.getByLabel('Naam van de alert')).toHaveValue(word);
  await form.getByLabel('Hoe vaak').selectOption({ label: 'Meteen een mail' });
  await form.getByRole('button', { name: 'Alert bewaren' }).click();
  await expect(page.getByText('Alert bewaard.')).toBeVisible();

  const mailsBefore = mailCount(worker.email);
  const { jobID } = await postJobViaApi(request, employer, {
    title: `Hulp ${word}`,
    location: 'Gent',
    type: 'Ober',
    daysAhead: 4,
    from: '18:00',
    until: '23:00',
    wage: 17,
    description: '<p>Wijnavond.</p>',
  });
  expect((await request.post('/api/test/alerts/sweep', { headers: employer })).status()).toBe(204);

  await page.clock.fastForward('00:31');
  const bell = page.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen (1 ongelezen)');
  await expect.poll(() => mailCount(worker.email), { timeout: 15_000 }).toBeGreaterThan(mailsBefore);
  await bell.click();
  await page
    .getByTestId('notification')
    .filter({ hasText: `Hulp ${word}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Hulp ${word}` })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();

  // the business hears of its new applicant
  const businessNotices = await (await request.get('/api/notifications', { headers: employer })).json();
  expect(businessNotices.data[0]).toMatchObject({
    notificationKind: 'newApplicant',
    notificationTitle: `Nieuwe sollicitant voor Hulp ${word}`,
  });

  // the alert is listed in the settings, and can be deleted there
  await page.goto('/settings?section=notifications');
  const alert = page.getByTestId('alert').filter({ hasText: word });
  await expect(alert).toContainText('Gent');
  await alert.getByRole('button', { name: `Alert ${word} verwijderen` }).click();
  await expect(page.getByTestId('alert')).toHaveCount(0);

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
