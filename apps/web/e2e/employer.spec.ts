import { apiLogin, PASSWORD, registerViaApi, signOut, TINY_PNG } from './support/accounts';
import { acceptApplicant } from './support/applicants';
import { expect, test } from './support/fixtures';

test('an employer sets up the business, posts and edits a job, accepts an applicant and deletes a job', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const employer = await registerViaApi(request, 'business');
  await signInAs(employer.email);

  // no profile yet: the job form says so before anything is filled in, with the way to make one
  await page.goto('/jobs/create');
  await expect(
    page.getByText("You don't have a business account yet. Create one to post jobs."),
  ).toBeVisible();
  await expect(page.getByLabel('Titel')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Business Profile' })).toBeVisible();

  // the dashboard says so too and points to the settings
  await page.goto('/employer-dashboard');
  await expect(
    page.getByText("You don't have a business account yet. Create one to post jobs."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create Business Profile' }).click();
  await expect(page).toHaveURL(/section=businessProfile/);
  await expect(page.getByText('New Business Profile')).toBeVisible();

  // the profile with logo and opening hours
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Logo' })).toHaveAttribute(
    'src',
    /\/upload\/business\/.+\.webp$/,
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Please complete the required business fields before creating your profile.'),
  ).toBeVisible();
  await page.getByLabel('Bedrijfsnaam *').fill('Bistro Het Pand');
  await page.getByLabel('Straat *').fill('Onderbergen');
  await page.getByLabel('Postcode *').fill('9000');
  await page.getByLabel('Gemeente *').fill('Gent');
  await expect(page.getByText('Gesloten')).toHaveCount(7);
  await page.getByRole('button', { name: 'Tijdslot toevoegen op Maandag' }).click();
  await page.getByRole('button', { name: 'Tijdslot toevoegen op Zaterdag' }).click();
  await page.getByLabel('Zaterdag sluit').fill('23:30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business profile created successfully!')).toBeVisible();
  await expect(page.getByText('Business hours updated successfully!')).toBeVisible();
  await expect(page.getByText('New Business Profile')).toHaveCount(0);

  // post a job with formatted text
  await page.goto('/employer-dashboard');
  await expect(page.getByRole('heading', { name: 'No jobs posted yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Post Your First Job' }).click();
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Vul een titel in.')).toBeVisible();
  await expect(page.getByText('Vul een beschrijving in.')).toBeVisible();
  await page.getByLabel('Titel').fill('Kelner voor het weekend');
  // the town comes from the suggestions, so the job gets its coordinates for distance search
  const town = page.getByRole('combobox', { name: 'Locatie' });
  await town.fill('mel');
  await page.getByRole('option', { name: 'Melle', exact: true }).click();
  await expect(town).toHaveValue('Melle');
  await page.getByLabel('Type job').selectOption('Ober/Serveerster');
  // a start in the past is refused next to the field, before anything is sent
  await page.getByLabel('Start').fill('2020-06-15T17:00');
  await page.getByLabel('Einde').fill('2020-06-15T23:00');
  await page.getByLabel('Loon per uur (€)').fill('16.5');
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('Gezocht: ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('ervaren kelner');
  await expect(page.getByTestId('description-preview').locator('strong')).toHaveText('ervaren kelner');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(
    page.getByText('Een job kan niet in het verleden beginnen. Kies een start die nog moet komen.'),
  ).toBeVisible();
  await expect(page.getByLabel('Start')).toBeFocused();
  await page.getByLabel('Start').fill('2030-06-15T17:00');
  await page.getByLabel('Einde').fill('2030-06-15T23:00');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  const card = page.getByTestId('employer-job-card').filter({ hasText: 'Kelner voor het weekend' });
  await expect(card).toContainText('€16,50/hour');
  await expect(card).toContainText('0 applications');
  const nearGent = await request.get('/api/jobs?search=kelner&radiusKm=10', {
    headers: await apiLogin(request, employer.email, PASSWORD),
  });
  const posted = (await nearGent.json()).data.find(
    (job: { jobTitle: string }) => job.jobTitle === 'Kelner voor het weekend',
  );
  expect(posted).toMatchObject({ jobLocation: 'Melle', jobDistanceKm: 8.2 });

  // it shows on the business page, with the opening hours
  await page.goto(`/business/${employer.accountID}`);
  await expect(page.getByRole('heading', { name: 'Bistro Het Pand' })).toBeVisible();
  await expect(page.getByText('17:00–23:30').or(page.getByText('09:00–23:30'))).toBeVisible();
  await expect(
    page.getByTestId('employer-job-card').filter({ hasText: 'Kelner voor het weekend' }),
  ).toBeVisible();

  // edit it
  await page
    .getByTestId('employer-job-card')
    .filter({ hasText: 'Kelner voor het weekend' })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page.getByLabel('Titel')).toHaveValue('Kelner voor het weekend');
  await page.getByLabel('Titel').fill('Kelner zaterdagavond');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Job updated successfully!')).toBeVisible();
  const editedCard = page.getByTestId('employer-job-card').filter({ hasText: 'Kelner zaterdagavond' });
  await expect(editedCard).toBeVisible();
  const jobHref = await editedCard.getByRole('link', { name: 'View' }).getAttribute('href');
  // the job page she loaded before the edit is not shown again as it was
  await editedCard.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelner zaterdagavond' })).toBeVisible();
  await signOut(page);

  // a worker applies
  await signInAs(worker.email);
  await page.goto(jobHref!);
  await expect(page.getByRole('heading', { name: 'Kelner zaterdagavond' })).toBeVisible();
  await expect(page.locator('.prose-job strong')).toHaveText('ervaren kelner');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();
  await signOut(page);

  // the employer accepts in the applicants dialog
  await signInAs(employer.email);
  await page.goto('/employer-dashboard');
  await page
    .getByTestId('employer-job-card')
    .filter({ hasText: 'Kelner zaterdagavond' })
    .getByRole('button', { name: '1 application' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Applications (1)')).toBeVisible();
  await expect(dialog.getByText('Ruben Claes')).toBeVisible();
  await expect(dialog.getByText(worker.email)).toBeVisible();
  await acceptApplicant(dialog);
  await expect(dialog.locator('[data-status="accepted"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signOut(page);

  await signInAs(worker.email);
  await page.goto('/my-applications');
  const application = page.getByTestId('application-card').filter({ hasText: 'Kelner zaterdagavond' });
  await expect(application.locator('[data-status="accepted"]')).toHaveText('Aanvaard');
  await signOut(page);

  // the employer deletes the job after confirming; the worker's history stays
  await signInAs(employer.email);
  await page.goto('/employer-dashboard');
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this job? This action cannot be undone.');
    void confirm.accept();
  });
  await page
    .getByTestId('employer-job-card')
    .filter({ hasText: 'Kelner zaterdagavond' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Job deleted successfully')).toBeVisible();
  await expect(page.getByTestId('employer-job-card')).toHaveCount(0);
});

test('a worker gets the Access Denied panel on the employer dashboard', async ({ page, signInAs }) => {
  await signInAs('jana@jobbel.be', 'Jobbel2026');
  await page.goto('/employer-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register as Employer' })).toHaveAttribute(
    'href',
    '/register?type=employer',
  );
});
