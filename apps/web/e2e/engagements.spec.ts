import { readFile } from 'node:fs/promises';
import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { openApplicants } from './support/applicants';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const day = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

test('a student with 10 hours left: the 8-hour shift is accepted, the 4-hour one warned; the Dimona is declared and the approved hours are in the performances CSV', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const businessEmail = 'koffiebar.kouter@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const stamp = Date.now().toString(36);
  const shift = (title: string, daysAhead: number, from: string, until: string) =>
    postJobViaApi(request, employer, {
      title,
      location: 'Gent',
      type: 'Afwas',
      daysAhead,
      from,
      until,
      wage: 14,
      description: '<p>Afwas in de keuken.</p>',
    });
  const long = { title: `Afwas lang ${stamp}`, ...(await shift(`Afwas lang ${stamp}`, 3, '10:00', '18:00')) };
  const short = {
    title: `Afwas kort ${stamp}`,
    ...(await shift(`Afwas kort ${stamp}`, 4, '18:00', '22:00')),
  };

  // the student says so in her settings, with the hours Student@work showed her today
  const workerPage = await signedInPage(worker.email, PASSWORD, { viewport: { width: 390, height: 844 } });
  await workerPage.goto('/settings?section=workStatus');
  await workerPage.getByLabel('Student', { exact: true }).check();
  await workerPage.getByLabel('School of onderwijsinstelling').fill('HoGent');
  await workerPage.getByLabel('Resterende uren volgens Student@work').fill('10');
  await workerPage.getByLabel('Op welke datum keek je?').fill(day(0));
  await workerPage.getByRole('button', { name: 'Opslaan' }).click();
  await expect(workerPage.getByText('Je werkstatuut is opgeslagen.')).toBeVisible();

  for (const job of [long, short]) {
    await workerPage.goto(`/jobs/${job.jobID}`);
    await expect(workerPage.getByTestId('job-regimes')).toContainText('Studentenjob');
    await workerPage.getByRole('button', { name: 'Apply Now' }).click();
    await expect(workerPage.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();
  }

  // the business accepts the 8 hours as a student job: nothing to warn about
  const businessPage = await signedInPage(businessEmail, DEMO_PASSWORD);
  let dialog = await openApplicants(businessPage, long.title);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  let choice = dialog.getByTestId('engagement-choice');
  await expect(choice.getByRole('radio', { name: /^Studentenjob/ })).toBeChecked();
  await expect(choice.getByRole('alert')).toHaveCount(0);
  await choice.getByRole('button', { name: 'Aannemen als studentenjob' }).click();
  await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();
  await businessPage.keyboard.press('Escape');

  // the 4 hours go 2 past what she had left: the business is told in numbers, and confirms it read it
  dialog = await openApplicants(businessPage, short.title);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  choice = dialog.getByTestId('engagement-choice');
  await expect(choice.getByRole('alert')).toContainText('Deze shift telt 4 uur');
  await expect(choice.getByRole('alert')).toContainText('nog 10 uur op en werkte sindsdien 8 uur via Jobbel');
  await expect(choice.getByRole('alert')).toContainText('2 uur valt dus boven de 650 uur');
  const confirm = choice.getByRole('button', { name: 'Aannemen als studentenjob' });
  await expect(confirm).toBeDisabled();
  await choice.getByLabel(/Ik heb de waarschuwing gelezen/).check();
  await confirm.click();
  await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();
  await businessPage.keyboard.press('Escape');

  // "Te doen" leads to the Dimona of both; the business enters the period id of the first
  await businessPage.goto('/employer-dashboard');
  await businessPage
    .getByTestId('todo')
    .getByRole('link', { name: /Dimona te doen/ })
    .click();
  await expect(businessPage).toHaveURL(/view=dimona/);
  const task = businessPage.getByTestId('dimona-task').filter({ hasText: long.title });
  await expect(task).toContainText('Aangeven voor');
  await task.getByLabel('Periode-ID van de RSZ').fill('512345678901');
  await task.getByRole('button', { name: 'Aangegeven' }).click();
  await expect(task).toContainText('Aangegeven · periode 512345678901');

  // she sees she is declared, not the period id
  await workerPage.goto('/my-applications');
  const card = workerPage.getByTestId('application-card').filter({ hasText: long.title });
  await expect(card.getByTestId('engagement-note')).toContainText('heeft je aangegeven bij de RSZ');
  await expect(card).not.toContainText('512345678901');

  // the shift is worked, she confirms the hours and the business approves them
  expect((await request.post(`/api/test/jobs/end?id=${long.jobID}`, { headers: employer })).status()).toBe(
    204,
  );
  const applications = await (
    await request.get(`/api/jobapplications?jobID=${long.jobID}`, { headers: employer })
  ).json();
  const applicationID = applications.data[0].jobApplicationID as number;
  const herHeaders = await apiLogin(request, worker.email, PASSWORD);
  const job = await (await request.get(`/api/jobs?id=${long.jobID}`, { headers: employer })).json();
  const confirmed = await request.put(`/api/jobapplications/hours?id=${applicationID}`, {
    headers: herHeaders,
    data: {
      jobApplicationWorkedStartDateTime: job.jobStartDateTime,
      jobApplicationWorkedEndDateTime: job.jobEndDateTime,
      jobApplicationBreakMinutes: 0,
    },
  });
  expect(confirmed.status()).toBe(200);
  const approved = await request.post(`/api/jobapplications/hours/approve?id=${applicationID}`, {
    headers: employer,
  });
  expect(approved.status()).toBe(200);

  // the performances CSV holds them, ready for the social secretariat
  await businessPage.goto('/employer-dashboard?view=dimona');
  const exportsPanel = businessPage.getByTestId('exports');
  await exportsPanel.getByLabel('Van').fill(day(-2));
  await exportsPanel.getByLabel('Tot en met').fill(day(0));
  const downloading = businessPage.waitForEvent('download');
  await exportsPanel.getByRole('button', { name: 'Prestaties (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jobbel-prestaties-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csv.slice(1).trim().split('\r\n');
  expect(header).toBe(
    'enterprise_number;workplace_nis;insz;name;regime;date;start;end;break_minutes;hours;student_hours;wage_per_hour;function;dimona_period_id',
  );
  const row = rows.find((line) => line.endsWith(';512345678901'));
  expect(row).toContain(';student;');
  expect(row).toContain(';8;8;14;Afwas;');
});
