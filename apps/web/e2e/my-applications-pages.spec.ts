import { apiLogin, PASSWORD, registerViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const APPLIED = 23;

test('My Applications shows the newest 20 and the rest after "Meer sollicitaties"', async ({
  page,
  request,
  signInAs,
}) => {
  const owner = await registerViaApi(request, 'business');
  const employer = await apiLogin(request, owner.email, PASSWORD);
  const business = await request.post('/api/businesses', {
    headers: employer,
    data: {
      businessName: 'Brasserie Paginering',
      businessStreet: 'Markt',
      businessZipCode: '3700',
      businessCity: 'Tongeren',
    },
  });
  expect(business.status()).toBe(201);
  const worker = await registerViaApi(request, 'user');
  const headers = await apiLogin(request, worker.email, PASSWORD);
  for (let index = 0; index < APPLIED; index += 1) {
    const job = await postJobViaApi(request, employer, {
      title: `Zaalhulp ${index + 1}`,
      location: 'Tongeren',
      type: 'Ober/Serveerster',
      daysAhead: 10 + index,
      from: '18:00',
      until: '23:00',
      wage: 15,
      description: '<p>Zaal en terras.</p>',
    });
    const applied = await request.post('/api/jobapplications', {
      headers,
      data: { jobApplicationJobID: job.jobID, jobApplicationUserID: worker.userID },
    });
    expect(applied.status()).toBe(201);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(worker.email, PASSWORD);
  await page.goto('/my-applications');
  const cards = page.getByTestId('application-card');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(`Found ${APPLIED} applications`)).toBeVisible();
  await expect(cards.first()).toContainText(`Zaalhulp ${APPLIED}`);
  const more = page.getByRole('button', { name: 'Meer sollicitaties' });
  await more.click();
  await expect(cards).toHaveCount(APPLIED);
  await expect(cards.last()).toContainText(/Zaalhulp 1(?!\d)/);
  await expect(more).toHaveCount(0);
});
