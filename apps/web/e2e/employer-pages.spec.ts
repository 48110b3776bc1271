import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test('a business with more jobs than a page sees ten in start order, the next ten on "Meer jobs", and counts every job it posted', async ({
  request,
  signedInPage,
}) => {
  test.slow();
  const businessEmail = 'brasserie.graslei@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const tag = `Reeks${Date.now().toString(36)}`;
  const posted: number[] = [];
  for (let day = 12; day >= 1; day -= 1) {
    const { jobID } = await postJobViaApi(request, employer, {
      title: `${tag} dag ${String(day).padStart(2, '0')}`,
      location: 'Gent',
      type: 'Ober',
      daysAhead: 20 + day,
      from: '10:00',
      until: '16:00',
      wage: 15,
      description: '<p>Een dag in de zaal.</p>',
    });
    posted.push(jobID);
  }
  const me = await (await request.get('/api/me', { headers: employer })).json();
  const business = await (
    await request.get(`/api/businesses?businessAccountID=${me.account_id}`, { headers: employer })
  ).json();

  const page = await signedInPage(businessEmail, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  // the stat cards count every job of the business, not the page shown
  const stats = page.locator('dl');
  await expect(stats.getByText('Total Jobs', { exact: true }).locator('..')).toContainText(
    String(business.businessStats.jobsPosted),
  );

  const applicationRequests: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/jobapplications')) applicationRequests.push(url);
  });

  // the search is the server's: ten of the twelve first, soonest first, then the rest
  const search = page.getByRole('textbox', { name: 'Zoek in je jobs' });
  await search.fill(tag);
  await search.press('Enter');
  const cards = page.getByTestId('employer-job-card');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(`${tag} dag 01`);
  await expect(cards.nth(9)).toContainText(`${tag} dag 10`);
  await page.getByRole('button', { name: 'Meer jobs' }).click();
  await expect(cards).toHaveCount(12);
  await expect(cards.last()).toContainText(`${tag} dag 12`);
  await expect(page.getByRole('button', { name: 'Meer jobs' })).toHaveCount(0);
  // the applications of the jobs shown come in brief, a batch of jobs a request, not one request a job
  await expect
    .poll(() =>
      applicationRequests.some((url) => url.searchParams.get('jobIDs')?.includes(String(posted[0]))),
    )
    .toBe(true);
  expect(applicationRequests.filter((url) => url.searchParams.has('jobID'))).toEqual([]);

  // the demo business's feed and counts as the other specs expect them
  for (const jobID of posted)
    expect((await request.delete(`/api/jobs?id=${jobID}`, { headers: employer })).ok()).toBe(true);
});

test('a new applicant to a job beyond the page shown comes onto the to-do list as the bell tells of it', async ({
  request,
  signedInPage,
  worker,
}) => {
  test.slow();
  const businessEmail = 'brasserie.graslei@jobbel.be';
  const employer = await apiLogin(request, businessEmail, DEMO_PASSWORD);
  const page = await signedInPage(businessEmail, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  await expect(page.getByTestId('todo')).toBeVisible();

  // months ahead: far beyond the first ten of the business's jobs in start order
  const title = `Najaar ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Ober',
    daysAhead: 200,
    from: '10:00',
    until: '16:00',
    wage: 15,
    description: '<p>Een dag in de zaal.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: await apiLogin(request, worker.email, PASSWORD),
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  expect(applied.status()).toBe(201);
  await expect(
    page.getByTestId('todo').getByRole('link', { name: `Nieuwe sollicitanten (1) · ${title}` }),
  ).toBeVisible();
  await expect(page.getByTestId('employer-job-card').filter({ hasText: title })).toHaveCount(0);
  expect((await request.delete(`/api/jobs?id=${jobID}`, { headers: employer })).ok()).toBe(true);
});
