import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const PHONE = { width: 390, height: 844 };

test('on phones: the business moves a booked shift after a warning, the worker declines, the place reopens', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const businessEmail = 'brasserie.graslei@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Ontbijtservice ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Ober',
    daysAhead: 5,
    from: '08:00',
    until: '14:00',
    wage: 14.5,
    description: '<p>Ontbijt in de zaal.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  expect(applied.status()).toBe(201);
  const accepted = await request.put(`/api/jobapplications?id=${(await applied.json()).jobApplicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  expect(accepted.status()).toBe(200);

  const businessPage = await signedInPage(businessEmail, DEMO_PASSWORD, { viewport: PHONE });
  const workerPage = await signedInPage(worker.email, PASSWORD, { viewport: PHONE });

  // the business lowers the wage: it is told who is booked and must say it knows; a no keeps the job as it was
  // on a slow phone she is already typing when the description's editor arrives: it leaves her typing where it is
  let editorArrives = () => {};
  const editorHeld = new Promise<void>((resolve) => {
    editorArrives = resolve;
  });
  await businessPage.route(/rich-text-editor-[^/]*\.js$/, async (route) => {
    await editorHeld;
    await route.continue();
  });
  await businessPage.goto(`/jobs/${jobID}/edit`);
  const wage = businessPage.getByLabel('Loon per uur (€)');
  await wage.fill('12');
  editorArrives();
  await expect(businessPage.getByRole('textbox', { name: 'Beschrijving' })).toHaveText('Ontbijt in de zaal.');
  await expect(wage).toBeFocused();
  await expect(wage).toHaveValue('12');
  const warnings: string[] = [];
  businessPage.once('dialog', (dialog) => {
    warnings.push(dialog.message());
    void dialog.dismiss();
  });
  await businessPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('1 persoon is geboekt: die moet de wijziging aanvaarden.');
  await expect(businessPage).toHaveURL(new RegExp(`/jobs/${jobID}/edit$`));
  businessPage.once('dialog', (dialog) => void dialog.accept());
  await businessPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    businessPage.getByText('De geboekte jobbelaars krijgen de wijziging om te aanvaarden.'),
  ).toBeVisible();

  // the worker still has her shift as agreed, and sees before → after
  await workerPage.goto('/my-applications');
  const card = workerPage.getByTestId('application-card').filter({ hasText: title });
  await expect(card.getByText('€14,50 per uur')).toBeVisible();
  const change = card.getByTestId('change-waiting');
  await expect(change).toContainText('Loon per uur: €14,50 → €12,00');
  await expect(card.getByTestId('shift-state')).toContainText('× €14,50');

  // she declines, after a word on what that means: the shift is off and does not count against her
  await change.getByRole('button', { name: 'Weigeren' }).click();
  await expect(change).toContainText('Dat telt niet tegen je betrouwbaarheid.');
  await change.getByRole('button', { name: 'Ja, weigeren' }).click();
  await expect(card.locator('[data-status="cancelled"]')).toBeVisible();
  await expect(card.getByTestId('shift-state')).toContainText('Je weigerde de wijziging van de zaak');

  // the place is open again for others
  await businessPage.goto('/employer-dashboard');
  await expect(
    businessPage
      .getByTestId('employer-job-card')
      .filter({ hasText: title })
      .getByText('active', { exact: true }),
  ).toBeVisible();

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
