import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';
import { mailCount } from './support/mailbox';

test('the bell counts a new notification without a reload, and opening it leads to the application', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const employer = await apiLogin(request, 'koffiebar.kouter@jobbel.be', DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Afwas ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Afwas',
    daysAhead: 6,
    from: '18:00',
    until: '23:00',
    wage: 14,
    description: '<p>Afwas op zaterdag.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  const { jobApplicationID } = await applied.json();

  // the list is asked once at start and then only when the bell's stream says it changed
  const listAsked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/notifications') listAsked.push(sent.url());
  });
  const streamOpen = page.waitForResponse('**/api/notifications/stream');
  await signInAs(worker.email);
  const bell = page.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen (0 ongelezen)');
  expect((await streamOpen).headers()['content-type']).toContain('text/event-stream');
  const askedBefore = listAsked.length;

  const mailsBefore = mailCount(worker.email);
  await request.put(`/api/jobapplications?id=${jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  // pushed: within seconds, where the 30-second poll would take up to half a minute
  await expect(bell).toHaveAccessibleName('Meldingen (1 ongelezen)', { timeout: 3000 });
  expect(listAsked.length).toBe(askedBefore + 1);
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

test('without the stream (a proxy that holds it back) the bell still asks every 30 seconds', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  await page.route('**/api/notifications/stream', (route) => route.abort());
  const employer = await apiLogin(request, 'koffiebar.kouter@jobbel.be', DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const { jobID } = await postJobViaApi(request, employer, {
    title: `Toog ${Date.now().toString(36)}`,
    location: 'Gent',
    type: 'Bar',
    daysAhead: 6,
    from: '18:00',
    until: '23:00',
    wage: 14,
    description: '<p>Achter de toog.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  await page.clock.install();
  await signInAs(worker.email);
  const bell = page.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen (0 ongelezen)');
  await request.put(`/api/jobapplications?id=${(await applied.json()).jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  // a question still under way when the clock jumps answers for the old state and the jump's own
  // question is folded into it, so the count may take one more half minute
  await page.clock.fastForward('00:31');
  try {
    await expect(bell).toHaveAccessibleName('Meldingen (1 ongelezen)', { timeout: 5000 });
  } catch {
    await page.clock.fastForward('00:31');
    await expect(bell).toHaveAccessibleName('Meldingen (1 ongelezen)');
  }
});

test('a business writes to an applicant, the worker is told by the bell and answers from the inbox', async ({
  request,
  signedInPage,
  worker,
}) => {
  const businessEmail = 'koffiebar.kouter@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Runner ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Runner',
    daysAhead: 8,
    from: '11:00',
    until: '15:00',
    wage: 14,
    description: '<p>Runner op het terras.</p>',
  });
  await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });

  const businessPage = await signedInPage(businessEmail, DEMO_PASSWORD);
  const workerPage = await signedInPage(worker.email);
  await workerPage.clock.install();

  await businessPage.goto('/employer-dashboard');
  await businessPage
    .getByTestId('employer-job-card')
    .filter({ hasText: title })
    .getByRole('button', { name: /application/ })
    .click();
  const dialog = businessPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Berichten' }).click();
  await dialog.getByLabel('Je bericht').fill('Heb je zwarte schoenen? Die zijn verplicht.');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByTestId('message')).toContainText('Heb je zwarte schoenen?');
  await expect(dialog.getByTestId('message')).toContainText('verstuurd');

  await workerPage.clock.fastForward('00:31');
  const bell = workerPage.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen (1 ongelezen)');
  await bell.click();
  await workerPage
    .getByTestId('notification')
    .filter({ hasText: `Nieuw bericht over ${title}` })
    .click();
  // the notice opens the inbox with its conversation open
  await expect(workerPage).toHaveURL(/\/messages\?thread=\d+$/);
  const card = workerPage.getByTestId('conversation').filter({ hasText: title });
  await expect(card.getByRole('button', { name: /Heb je zwarte schoenen/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByTestId('message')).toHaveText(/Heb je zwarte schoenen\? Die zijn verplicht\./);
  await card.getByLabel('Je bericht').fill('Ja, die heb ik.');
  await card.getByRole('button', { name: 'Versturen' }).click();
  await expect(card.getByTestId('message').last()).toContainText('Ja, die heb ik.');

  // the business sees the answer, and that its own message was read
  await dialog.getByRole('button', { name: 'Berichten sluiten' }).click();
  await dialog.getByRole('button', { name: 'Berichten' }).click();
  await expect(dialog.getByTestId('message').last()).toContainText('Ja, die heb ik.');
  await expect(dialog.getByTestId('message').first()).toContainText('gelezen');

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
