import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { openApplicants } from './support/applicants';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const PHONE = { width: 390, height: 844 };

test('on phones: the business claims a no-show after confirming, the worker contests it, the business withdraws it', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const businessEmail = 'koffiebar.kouter@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Afwas avond ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Afwas',
    daysAhead: 4,
    from: '17:00',
    until: '23:00',
    wage: 15,
    description: '<p>Afwas tijdens de avondservice.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  const applicationID = (await applied.json()).jobApplicationID;
  await request.put(`/api/jobapplications?id=${applicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  expect((await request.post(`/api/test/jobs/end?id=${jobID}`, { headers: employer })).status()).toBe(204);

  const businessPage = await signedInPage(businessEmail, DEMO_PASSWORD, { viewport: PHONE });
  const workerPage = await signedInPage(worker.email, PASSWORD, { viewport: PHONE });

  // one tap does not decide it: the business is asked first, and may still step back
  let dialog = await openApplicants(businessPage, title);
  await dialog.getByRole('button', { name: 'Niet opgedaagd' }).click();
  await expect(dialog.getByText('kan dit 72 uur lang betwisten')).toBeVisible();
  await dialog.getByRole('button', { name: 'Niet melden' }).click();
  await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Niet opgedaagd' }).click();
  await dialog.getByRole('button', { name: 'Ja, niet opgedaagd' }).click();
  await expect(dialog.getByTestId('shift-state')).toContainText('De jobbelaar kan dit betwisten tot');

  // the worker is told, and contests it with a reason
  await workerPage.goto('/my-applications');
  const card = workerPage.getByTestId('application-card').filter({ hasText: title });
  await expect(card.getByTestId('shift-state')).toContainText('De zaak meldt dat je niet kwam opdagen');
  await card.getByRole('button', { name: 'Betwisten' }).click();
  await card.getByRole('button', { name: 'Bezwaar versturen' }).click();
  await expect(card.getByRole('alert')).toHaveText('Zeg de zaak waarom je het niet eens bent.');
  await card.getByLabel(/Waarom klopt het niet/).fill('Ik stond om 17 uur aan de achterdeur.');
  await card.getByRole('button', { name: 'Bezwaar versturen' }).click();
  await expect(card.getByTestId('shift-state')).toContainText('De zaak beslist nu over je bezwaar');

  // the business reads the reason and takes its claim back: the shift is accepted again
  dialog = await openApplicants(businessPage, title);
  await expect(dialog.getByTestId('shift-state')).toContainText(
    'Betwist door de jobbelaar: Ik stond om 17 uur aan de achterdeur.',
  );
  await expect(dialog.getByRole('button', { name: 'Melding aanhouden' })).toBeVisible();
  // on a phone every control of the dialog is at least 44 px high (read in Chromium's 1/64 px layout units)
  const controls = dialog.locator('button:visible, a:visible');
  for (let index = 0; index < (await controls.count()); index += 1) {
    const box = await controls.nth(index).boundingBox();
    const name = await controls.nth(index).textContent();
    expect(Math.round((box?.height ?? 0) * 64) / 64, name ?? '').toBeGreaterThanOrEqual(43.9);
  }
  const withdraw = dialog.getByRole('button', { name: 'Melding intrekken' });
  expect((await withdraw.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await withdraw.click();
  await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();

  // and the worker can confirm the hours she worked
  await workerPage.reload();
  await expect(card.getByRole('form', { name: 'Bevestig je gewerkte uren' })).toBeVisible();
  await expect(card.getByTestId('shift-state')).not.toContainText('opgedaagd');
  await expect(card.getByTestId('shift-state')).toHaveText(
    'Gepland: 6 uur × €15,00 = €90,00 bruto, uitbetaald door de werkgever.',
  );

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
