import ICAL from 'ical.js';
import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const PHONE = { width: 390, height: 844 };

test('on phones: the worker sees where, until when and how much, and subscribes her calendar app to her shifts', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const employer = await apiLogin(request, 'brasserie.graslei@jobbel.be', DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Brunchservice ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Ober',
    daysAhead: 6,
    from: '08:00',
    until: '14:00',
    wage: 14.5,
    description: '<p>Brunch in de zaal.</p>',
    address: 'Korenlei 7',
    breakMinutes: 30,
    bring: 'Zwarte broek en stevige schoenen',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  await request.put(`/api/jobapplications?id=${(await applied.json()).jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });

  const page = await signedInPage(worker.email, PASSWORD, { viewport: PHONE });

  // her booked shift opens its page: the street, the end, the break, the gross amount and what to bring
  await page.goto(`/jobs/${jobID}`);
  const facts = page.getByTestId('shift-facts');
  await expect(facts).toContainText('Korenlei 7, Gent');
  await expect(facts).toContainText('om 14:00');
  await expect(facts).toContainText('30 minuten');
  await expect(facts).toContainText('5,5 uur × €14,50 = €79,75 bruto, uitbetaald door de werkgever');
  await expect(facts).toContainText('Zwarte broek en stevige schoenen');

  // and her card says the same
  await page.goto('/my-applications');
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await expect(card).toContainText('Korenlei 7, Gent');
  await expect(card).toContainText('om 14:00');
  await expect(card).toContainText('30 minuten');
  await expect(card).toContainText('€79,75 bruto');

  // she links her calendar app: the link is shown once, and the feed holds the shift as agreed
  await page.goto('/calendar');
  await expect(
    page.getByText('Korenlei 7, Gent · 30 min pauze · 5,5 uur × €14,50 = €79,75 bruto'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Koppel Google Agenda' }).click();
  await page.getByRole('button', { name: 'Maak een abonnementslink' }).click();
  const link = await page.getByLabel('Je abonnementslink').inputValue();
  expect(link).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\/jobbel\.ics$/);
  const feed = await request.get(link);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  const shift = events.find((event) => event.summary === title);
  expect(shift?.location).toBe('Korenlei 7, Gent');
  expect(shift?.description).toContain('€14,50 per uur');
  expect(shift?.description).toContain(`/jobs/${jobID}`);
  expect(shift?.endDate.toString()).toMatch(/T14:00:00$/);

  // a revoked link gives calendar apps nothing more
  await page.reload();
  await page.getByRole('button', { name: 'Koppel Google Agenda' }).click();
  await expect(page.getByTestId('calendar-subscription')).toContainText('gekoppeld sinds');
  await page.getByRole('button', { name: 'Link intrekken' }).click();
  await page.getByRole('button', { name: 'Ja, trek hem in' }).click();
  await expect(page.getByRole('button', { name: 'Maak een abonnementslink' })).toBeVisible();
  expect((await request.get(link)).status()).toBe(404);

  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
