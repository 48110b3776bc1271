import { apiLogin, DEMO_PASSWORD, PASSWORD, registerViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

const PHONE = { width: 390, height: 844 };

test('on phones: a business starts on its dashboard, with tomorrow’s shift and who is booked, what waits for it, and its team one tap away', async ({
  request,
  signedInPage,
}) => {
  test.slow();
  const businessEmail = 'brasserie.graslei@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const title = `Lunchshift ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Ober',
    daysAhead: 1,
    from: '10:00',
    until: '16:00',
    wage: 14.5,
    description: '<p>Lunch in de zaal.</p>',
    places: 2,
  });
  const apply = async () => {
    const worker = await registerViaApi(request, 'user');
    const headers = await apiLogin(request, worker.email, PASSWORD);
    const applied = await request.post('/api/jobapplications', {
      headers,
      data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
    });
    return { headers, applicationID: (await applied.json()).jobApplicationID as number };
  };
  const booked = await apply();
  await request.put(`/api/jobapplications?id=${booked.applicationID}`, {
    headers: employer,
    data: { jobApplicationStatus: 'accepted' },
  });
  // the business starts a conversation, the worker answers
  await request.post(`/api/messages?applicationID=${booked.applicationID}`, {
    headers: employer,
    data: { messageText: 'Welkom morgen! Vragen?' },
  });
  const answered = await request.post(`/api/messages?applicationID=${booked.applicationID}`, {
    headers: booked.headers,
    data: { messageText: 'Moet ik een zwarte schort meebrengen?' },
  });
  expect(answered.ok()).toBe(true);
  await apply();

  const page = await signedInPage(businessEmail, DEMO_PASSWORD, { viewport: PHONE });
  await expect(page).toHaveURL(/\/employer-dashboard$/);

  // tomorrow's shift, with who is booked on it
  const shift = page.getByTestId('today-shift').filter({ hasText: title });
  await expect(shift).toContainText('10:00–16:00');
  await expect(shift).toContainText('Geboekt: Ruben Claes');

  // what waits: the new applicant opens the job's applicants, the unread message its conversation
  const todo = page.getByTestId('todo');
  await todo.getByRole('link', { name: `Nieuwe sollicitanten (1) · ${title}` }).click();
  await expect(page.getByRole('dialog')).toContainText(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await todo.getByRole('link', { name: `Ongelezen berichten (1) van Ruben Claes · ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?thread=${booked.applicationID}$`));
  await expect(
    page.getByTestId('conversation').filter({ hasText: title }).getByTestId('message').last(),
  ).toContainText('Moet ik een zwarte schort meebrengen?');

  // a search in the own jobs that matches nothing says so in the spec's words (spec 001 §8)
  await page.goto('/employer-dashboard');
  const ownSearch = page.getByRole('textbox', { name: 'Zoek in je jobs' });
  await ownSearch.fill('zzz-geen-job-zzz');
  await ownSearch.press('Enter');
  await expect(page.getByText('No jobs found matching your search criteria.')).toBeVisible();

  // "Mijn team" is a tab in the first screen, one tap away
  await page.goto('/employer-dashboard');
  const teamTab = page.getByRole('link', { name: 'Mijn team' });
  const box = await teamTab.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await teamTab.click();
  await expect(page).toHaveURL(/\/employer-dashboard\?view=team$/);
  await expect(page.getByRole('heading', { name: 'Mijn team' })).toBeVisible();
  await expect(page.getByTestId('today-and-tomorrow')).toHaveCount(0);

  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
