import { apiLogin, DEMO_PASSWORD, PASSWORD, registerViaApi, signOut } from './support/accounts';
import { openApplicants } from './support/applicants';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test('a job titled "Kok <script" stays on the feed, and a worker named so stays among the applicants', async ({
  page,
  request,
  signInAs,
}) => {
  const employer = await apiLogin(request, 'brasserie.graslei@jobbel.be', DEMO_PASSWORD);
  const title = `Kok <script ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Kok',
    daysAhead: 4,
    from: '17:00',
    until: '23:00',
    wage: 15,
    description: '<p>Warme keuken.</p>',
  });
  const worker = await registerViaApi(request, 'user', { lastName: 'De <script' });
  await request.post('/api/jobapplications', {
    headers: await apiLogin(request, worker.email, PASSWORD),
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });

  // the worker's feed still lists the job, and the jobs around it
  await signInAs(worker.email);
  await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('job-card').nth(1)).toBeVisible();

  // the business sees her among its applicants
  await signOut(page);
  await signInAs('brasserie.graslei@jobbel.be', DEMO_PASSWORD);
  const dialog = await openApplicants(page, title);
  await expect(dialog.getByText('Ruben De <script')).toBeVisible();

  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
