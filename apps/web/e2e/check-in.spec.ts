import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, PASSWORD, signIn } from './support/accounts';
import { fakeCameraFile } from './support/fake-camera';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const BUSINESS = 'koffiebar.kouter@jobbel.be';

/** The serious and critical axe findings of what the page shows now. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a worker checks in by typing the venue’s code and out by scanning it; the venue sees both and its code changes every 30 seconds', async ({
  request,
  signedInPage,
  worker,
  baseURL,
}) => {
  test.slow();
  const employer = await apiLogin(request, BUSINESS, DEMO_PASSWORD);
  const title = `Bar avond ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Bar',
    daysAhead: 2,
    from: '18:00',
    until: '23:00',
    wage: 15,
    description: '<p>Avondshift aan de bar.</p>',
  });
  const workerApi = await apiLogin(request, worker.email, PASSWORD);
  const applied = await (
    await request.post('/api/jobapplications', {
      headers: workerApi,
      data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
    })
  ).json();
  const accepted = await request.put(`/api/jobapplications?id=${applied.jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  expect(accepted.status()).toBe(200);
  expect((await request.post(`/api/test/jobs/start-soon?id=${jobID}`, { headers: employer })).status()).toBe(
    204,
  );

  // the venue's screen, on a tablet on the bar, with a clock the test moves
  const venue = await signedInPage(BUSINESS, DEMO_PASSWORD, { viewport: { width: 1280, height: 900 } });
  await venue.clock.install();
  await venue.goto(`/jobs/${jobID}/check-in`);
  await expect(venue.getByRole('heading', { name: `Inchecken voor ${title}` })).toBeVisible();
  const firstCode = (await venue.getByTestId('check-in-code').textContent())!;
  expect(firstCode).toMatch(/^\d{6}$/);
  // when the server replaces this code (the screen shows it until then)
  const firstCodeEndsAt = (
    await (await request.get(`/api/checkin/code?jobID=${jobID}`, { headers: employer })).json()
  ).nextCodeAtMs as number;
  await expect(venue.getByTestId('check-in-worker')).toContainText('Nog niet ingecheckt');
  expect(await axeFindings(venue)).toEqual([]);

  // the worker, on her phone, opens the check-in from My Applications and types the code
  const phone = await signedInPage(worker.email, PASSWORD, { viewport: { width: 390, height: 844 } });
  await phone.goto('/my-applications');
  await phone
    .getByTestId('application-card')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Inchecken' })
    .click();
  await expect(phone).toHaveURL(new RegExp(`/check-in\\?job=${jobID}$`));
  await expect(phone.getByLabel('Code van 6 cijfers')).toBeVisible();
  expect(await axeFindings(phone)).toEqual([]);
  const code = (await venue.getByTestId('check-in-code').textContent())!;
  await phone.getByLabel('Code van 6 cijfers').fill(code);
  await phone.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Ingecheckt om' })).toBeVisible();
  await expect(phone.getByText(/Ingecheckt om \d\d:\d\d · code getypt · door Ruben/)).toBeVisible();

  // the venue sees her in once it asks again
  await venue.clock.fastForward(31_000);
  await expect(venue.getByTestId('check-in-worker')).toContainText('Binnen sinds');

  // she checks out by scanning: Chromium's fake camera films the QR code the venue shows now
  const qr = await venue.getByRole('img', { name: 'QR-code om in te checken' }).screenshot();
  const camera = await fakeCameraFile(qr, mkdtempSync(path.join(os.tmpdir(), 'jobbel-camera-')));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'nl-BE',
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      permissions: ['camera'],
    });
    const scanning = await context.newPage();
    await signIn(scanning, worker.email, PASSWORD);
    await scanning.goto(`/check-in?job=${jobID}`);
    await expect(scanning.getByRole('heading', { name: 'Uitchecken' })).toBeVisible();
    await scanning.getByRole('button', { name: 'Code scannen' }).click();
    await expect(scanning.getByText('Jobbel vraagt zo toegang tot je camera')).toBeVisible();
    await scanning.getByRole('button', { name: 'Camera openen' }).click();
    await expect(scanning.getByRole('status').filter({ hasText: 'Uitgecheckt om' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(scanning.getByText(/Uitgecheckt om \d\d:\d\d · gescand/)).toBeVisible();
  } finally {
    await browser.close();
  }

  // the code on the venue's screen is another once its 30 seconds have passed on the server
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstCodeEndsAt - Date.now() + 500)));
  await venue.clock.fastForward(31_000);
  await expect(venue.getByTestId('check-in-code')).not.toHaveText(firstCode);
  await expect(venue.getByTestId('check-in-worker')).toContainText(/Van \d\d:\d\d tot \d\d:\d\d/);
});
