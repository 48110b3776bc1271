import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { acceptApplicant, openApplicants } from './support/applicants';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test('after accepted: the shift ends, hours are confirmed and corrected, both rate, both profiles show it; the business books the worker again', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const businessEmail = 'koffiebar.kouter@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const title = `Barista brunch ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Barista',
    daysAhead: 5,
    from: '09:00',
    until: '17:00',
    wage: 16,
    description: '<p>Brunch op zondag.</p>',
  });

  // both on their phones
  const workerPage = await signedInPage(worker.email, PASSWORD, { viewport: { width: 390, height: 844 } });
  const businessPage = await signedInPage(businessEmail, DEMO_PASSWORD, {
    viewport: { width: 390, height: 844 },
  });

  // the worker applies, the business accepts
  await workerPage.goto(`/jobs/${jobID}`);
  await workerPage.getByRole('button', { name: 'Apply Now' }).click();
  await expect(workerPage.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();
  let dialog = await openApplicants(businessPage, title);
  await expect(dialog.getByTestId('worker-record')).toHaveText(
    'Nog geen beoordeling · 0 voltooide jobs · Nieuw',
  );
  await acceptApplicant(dialog);
  await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Jobbelaar annuleren' })).toBeVisible();

  // both sides know the gross amount before the shift
  await workerPage.goto('/my-applications');
  const card = workerPage.getByTestId('application-card').filter({ hasText: title });
  await expect(card.getByTestId('shift-state')).toHaveText(
    'Gepland: 8 uur × €16,00 = €128,00 bruto, uitbetaald door de werkgever.',
  );

  // the shift takes place: the test hook moves it into the past
  expect((await request.post(`/api/test/jobs/end?id=${jobID}`, { headers: employer })).status()).toBe(204);

  // the worker confirms the hours, prefilled from the job, with a half-hour break
  await workerPage.reload();
  const hours = card.getByRole('form', { name: 'Bevestig je gewerkte uren' });
  await expect(hours.getByLabel('Begin')).not.toHaveValue('');
  await hours.getByLabel('Pauze (minuten)').fill('30');
  await hours.getByRole('button', { name: 'Uren bevestigen' }).click();
  await expect(card.getByTestId('shift-state')).toContainText('Uren bevestigd: 7,5 uur');

  // the business is told: the notice opens this job's applicants, where the hours are
  await businessPage.goto('/employer-dashboard');
  await businessPage.getByRole('button', { name: /^Meldingen/ }).click();
  await businessPage
    .getByTestId('notification')
    .filter({ hasText: `bevestigde de uren voor ${title}` })
    .click();
  await expect(businessPage).toHaveURL(new RegExp(`/employer-dashboard\\?job=${jobID}$`));
  await expect(businessPage.getByRole('dialog', { name: title })).toContainText(
    'De jobbelaar bevestigde 7,5 uur',
  );
  await businessPage.keyboard.press('Escape');
  await expect(businessPage).toHaveURL(/\/employer-dashboard$/);

  // and its job card says hours are waiting
  await expect(
    businessPage.getByTestId('employer-job-card').filter({ hasText: title }).getByTestId('hours-to-approve'),
  ).toHaveText('Uren te keuren: 1');
  await expect(businessPage.getByTestId('hours-to-approve-total')).toBeVisible();

  // the business corrects them: the worker left an hour early
  dialog = await openApplicants(businessPage, title);
  await expect(dialog.getByTestId('shift-state')).toContainText('De jobbelaar bevestigde 7,5 uur');
  await dialog.getByRole('button', { name: 'Aanpassen' }).click();
  const correction = dialog.getByRole('form', { name: 'Uren aanpassen' });
  const end = correction.getByLabel('Einde');
  const confirmedEnd = await end.inputValue();
  const earlier = new Date(`${confirmedEnd}:00`);
  earlier.setHours(earlier.getHours() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  await end.fill(
    `${earlier.getFullYear()}-${pad(earlier.getMonth() + 1)}-${pad(earlier.getDate())}T${pad(earlier.getHours())}:${pad(earlier.getMinutes())}`,
  );
  await correction.getByRole('button', { name: 'Aangepaste uren opslaan' }).click();
  await expect(correction.getByRole('alert')).toHaveText('Zeg de jobbelaar waarom je de uren aanpast.');
  await correction.getByLabel('Opmerking voor de jobbelaar').fill('Je vertrok een uur vroeger.');
  await correction.getByRole('button', { name: 'Aangepaste uren opslaan' }).click();
  await expect(dialog.getByTestId('shift-state')).toContainText('Aangepast door de zaak naar 6,5 uur');
  await expect(dialog.locator('[data-status="completed"]')).toHaveText('Voltooid');

  // the business rates the worker first: the worker does not see the score yet
  const businessRating = dialog.getByRole('form', { name: /Geef een beoordeling/ });
  await businessRating.getByRole('button', { name: 'Beoordeling versturen' }).click();
  await expect(businessRating.getByRole('alert')).toHaveText('Kies 1 tot 5 sterren.');
  // by keyboard: the stars are radio buttons
  await businessRating.getByLabel('5 sterren').focus();
  await businessPage.keyboard.press('Space');
  await expect(businessRating.getByLabel('5 sterren')).toBeChecked();
  await businessRating.getByLabel('Opmerking (optioneel)').fill('Vriendelijk en snel achter de bar.');
  await businessRating.getByRole('button', { name: 'Beoordeling versturen' }).click();
  await expect(dialog.getByTestId('shift-state')).toContainText('Jouw beoordeling: 5 van 5');

  // the worker sees the correction beside her own hours, and contests it
  await workerPage.reload();
  await expect(card.getByTestId('shift-state')).toContainText('Aangepast door de zaak naar 6,5 uur');
  await expect(card.getByTestId('shift-state')).toContainText('Opmerking: Je vertrok een uur vroeger.');
  await expect(card.getByTestId('shift-state')).toContainText(
    'De jobbelaar gaf 7,5 uur op; de zaak paste aan naar 6,5 uur.',
  );
  await expect(card.getByTestId('shift-state')).toContainText('Te betalen: 6,5 uur × €16,00 = €104,00 bruto');
  await card.getByRole('button', { name: 'Betwisten' }).click();
  await card.getByLabel(/Wat klopt er niet/).fill('Ik bleef tot het einde om de kassa af te sluiten.');
  await card.getByRole('button', { name: 'Bezwaar versturen' }).click();
  await expect(card.getByTestId('shift-state')).toContainText('De zaak beslist nu nog één keer');

  // the business reads why and decides, finally: her hours count
  dialog = await openApplicants(businessPage, title);
  await expect(dialog.getByTestId('shift-state')).toContainText(
    'Betwist door de jobbelaar: Ik bleef tot het einde om de kassa af te sluiten.',
  );
  await dialog.getByRole('button', { name: 'Uren van de jobbelaar aanvaarden' }).click();
  await dialog.getByRole('button', { name: 'Ja, definitief' }).click();
  await expect(dialog.getByTestId('shift-state')).toContainText('Definitief na bezwaar: 7,5 uur.');
  await expect(dialog.getByTestId('shift-state')).toContainText(
    'De jobbelaar gaf 7,5 uur op; de zaak paste aan naar 6,5 uur.',
  );

  // and the worker rates back
  await workerPage.reload();
  await expect(card.getByTestId('shift-state')).toContainText('Te betalen: 7,5 uur × €16,00 = €120,00 bruto');
  await expect(card.getByTestId('shift-state')).not.toContainText('Hun beoordeling');
  const workerRating = card.getByRole('form', { name: /Geef een beoordeling/ });
  // by pointer: a tap on the fourth star
  await workerRating
    .locator('label')
    .filter({ has: workerPage.getByLabel('4 sterren') })
    .click();
  await expect(workerRating.getByLabel('4 sterren')).toBeChecked();
  await workerRating.getByLabel('Opmerking (optioneel)').fill('Goede koffie, drukke brunch.');
  await workerRating.getByRole('button', { name: 'Beoordeling versturen' }).click();
  await expect(card.getByTestId('shift-state')).toContainText(
    'Hun beoordeling: 5 van 5 — “Vriendelijk en snel achter de bar.”',
  );

  // both profiles show it
  await workerPage.goto('/my-profile');
  const stats = workerPage.locator('dl').first();
  await expect(stats).toContainText('Beoordeling★ 5 (1)');
  await expect(stats).toContainText('Voltooide jobs1');
  await expect(stats).toContainText('Gewerkte uren7,5');
  // one shift is no record yet: reliability shows from three, and says why
  await expect(stats).toContainText('BetrouwbaarheidNieuw');
  await stats.getByRole('button', { name: 'Nieuw' }).click();
  await expect(workerPage.getByRole('note')).toContainText('Nu: 1 voltooid, 0 laat geannuleerd');
  // on her own profile the note also says which shift that is
  await expect(workerPage.getByTestId('reliability-shifts')).toContainText(`${title}: voltooid`);
  await expect(workerPage.getByTestId('review')).toContainText('Vriendelijk en snel achter de bar.');
  await expect(workerPage.getByTestId('review')).toContainText('Koffiebar');

  await businessPage.goto('/business');
  // the record goes both ways: the business page says how it keeps bookings
  await expect(businessPage.locator('dl').first()).toContainText(
    /Houdt boekingen(Annuleert zelden|\d+ %|Nieuw)/,
  );
  await expect(
    businessPage.getByTestId('review').filter({ hasText: 'Goede koffie, drukke brunch.' }),
  ).toContainText('Ruben');
});
