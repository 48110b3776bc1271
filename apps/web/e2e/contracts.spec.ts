import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { openApplicants } from './support/applicants';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const PHONE = { width: 390, height: 844 };
const BUSINESS = 'koffiebar.kouter@jobbel.be';

/** Downloads the contract's PDF from its page and checks it is one. */
async function downloadsPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('a student is engaged in Gent and in Namur: the contracts are in Dutch and in French, both sides sign them on a phone and download the PDF', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const employer = await apiLogin(request, BUSINESS, DEMO_PASSWORD);
  // the business works in Gent and in Namur: its places of work say so, by their NIS codes
  const legal = await (await request.get('/api/employerlegal', { headers: employer })).json();
  const namur = {
    workplaceAddress: 'Rue de Fer 1',
    workplaceMunicipality: 'Namur',
    workplaceNisCode: '92094',
  };
  const others = legal.workplaces.filter(
    (place: { workplaceMunicipality: string }) => place.workplaceMunicipality !== 'Namur',
  );
  const saved = await request.put('/api/employerlegal', {
    headers: employer,
    data: { ...legal, enterpriseNumber: legal.enterpriseNumber, workplaces: [...others, namur] },
  });
  expect(saved.status()).toBe(200);

  const me = await apiLogin(request, worker.email, PASSWORD);
  await request.put('/api/workstatus', {
    headers: me,
    data: {
      status: 'student',
      studentSchool: 'UGent',
      studentHoursRemaining: null,
      studentHoursRemainingOn: null,
    },
  });
  const stamp = Date.now().toString(36);
  const jobs = [
    { town: 'Gent', title: `Bar Gent ${stamp}`, daysAhead: 5 },
    { town: 'Namur', title: `Bar Namur ${stamp}`, daysAhead: 6 },
  ];
  const applications: number[] = [];
  const jobIDs: number[] = [];
  for (const job of jobs) {
    const { jobID } = await postJobViaApi(request, employer, {
      title: job.title,
      location: job.town,
      type: 'Bar',
      daysAhead: job.daysAhead,
      from: '18:00',
      until: '23:00',
      wage: 14.5,
      description: '<p>Dranken tappen en serveren.</p>',
    });
    const applied = await request.post('/api/jobapplications', {
      headers: me,
      data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
    });
    applications.push((await applied.json()).jobApplicationID);
    jobIDs.push(jobID);
  }

  // the business accepts her twice as a student, on its phone
  const businessPage = await signedInPage(BUSINESS, DEMO_PASSWORD, { viewport: PHONE });
  for (const job of jobs) {
    const dialog = await openApplicants(businessPage, job.title);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog
      .getByTestId('engagement-choice')
      .getByRole('button', { name: 'Aannemen als studentenjob' })
      .click();
    await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();
    await businessPage.keyboard.press('Escape');
  }

  // nothing is signed yet: the venue's screen says so in red, and shows the code only once the business takes the risk
  await businessPage.goto(`/jobs/${jobIDs[0]}/check-in`);
  const booked = businessPage.getByTestId('check-in-worker');
  await expect(booked).toContainText('Geen getekend contract');
  await expect(businessPage.getByRole('alert')).toContainText('Niet elk studentencontract is getekend');
  await expect(businessPage.getByTestId('check-in-code')).toHaveCount(0);
  await businessPage.getByRole('button', { name: 'Ik neem het risico' }).click();
  await expect(businessPage.getByTestId('check-in-code')).toHaveText(/^\d{6}$/);
  await expect(booked).toContainText('Zonder getekend contract, op jouw risico');

  // her address is not known yet: the contract says what is missing and that it is hers to add
  const workerPage = await signedInPage(worker.email, PASSWORD, { viewport: PHONE });
  await workerPage.goto('/my-applications');
  await workerPage.getByRole('link', { name: 'Contract bekijken en tekenen' }).first().click();
  await expect(workerPage.getByText('Het contract kan nog niet gemaakt worden')).toBeVisible();
  await expect(workerPage.getByText('het adres van de werknemer')).toBeVisible();
  await expect(workerPage.getByRole('link', { name: 'Naar je profiel' })).toBeVisible();
  const address = await request.put(`/api/users?id=${worker.userID}`, {
    headers: me,
    data: { userAddressStreet: 'Overpoortstraat 12', userAddressZipCode: '9000', userAddressCity: 'Gent' },
  });
  expect(address.status()).toBe(200);

  const expected = [
    { title: 'Studentenovereenkomst', mention: 'De eerste 3 arbeidsdagen gelden als proeftijd' },
    { title: "Contrat d'occupation d'étudiant", mention: 'Les 3 premiers jours de travail' },
  ];
  for (const [index, applicationID] of applications.entries()) {
    const { title, mention } = expected[index]!;
    await workerPage.goto(`/contracts/${applicationID}`);
    const document = workerPage.getByTestId('contract-document');
    await expect(document.getByRole('heading', { name: title })).toBeVisible();
    await expect(document).toContainText(mention);
    await expect(document).toContainText('Overpoortstraat 12, 9000 Gent');
    const form = workerPage.getByRole('form', { name: `Tekenen: ${title}` });
    await form.getByLabel('Je volledige naam').fill('Ruben Claes');
    await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Contract tekenen' }).click();
    await expect(workerPage.getByTestId('contract-signatures')).toContainText(
      'Werknemer: getekend door Ruben Claes',
    );
    await expect(form).toHaveCount(0);
    await downloadsPdf(workerPage);

    // the business reads the same text, signs for the business, and keeps the PDF
    await businessPage.goto(`/contracts/${applicationID}`);
    await expect(
      businessPage.getByTestId('contract-document').getByRole('heading', { name: title }),
    ).toBeVisible();
    const businessForm = businessPage.getByRole('form', { name: `Tekenen: ${title}` });
    await businessForm.getByLabel('Je volledige naam').fill('Sofie Baert');
    await businessForm.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await businessForm.getByRole('button', { name: 'Contract tekenen' }).click();
    await expect(businessPage.getByText('Getekend door beide partijen.')).toBeVisible();
    await downloadsPdf(businessPage);
  }

  // both are in the business's contracts of their month
  const month = (
    await (await request.get(`/api/contracts?id=${applications[0]}`, { headers: employer })).json()
  ).start.slice(0, 7);
  await businessPage.goto('/contracts');
  await businessPage.getByLabel('Maand').fill(month);
  const rows = businessPage.getByTestId('contract-row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Getekend');
});
