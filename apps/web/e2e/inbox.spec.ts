import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

test.use({ viewport: { width: 390, height: 844 } });

test('messages cannot be missed: a badge in the top bar, an inbox for both sides, read once opened', async ({
  page,
  request,
  signInAs,
  worker,
}) => {
  const employer = await apiLogin(request, 'koffiebar.kouter@jobbel.be', DEMO_PASSWORD);
  const workerHeaders = await apiLogin(request, worker.email, PASSWORD);
  const title = `Barista markt ${Date.now().toString(36)}`;
  const { jobID } = await postJobViaApi(request, employer, {
    title,
    location: 'Gent',
    type: 'Barista',
    daysAhead: 4,
    from: '09:00',
    until: '13:00',
    wage: 15,
    description: '<p>Koffie op de markt.</p>',
  });
  const applied = await request.post('/api/jobapplications', {
    headers: workerHeaders,
    data: { jobApplicationJobID: jobID, jobApplicationUserID: worker.userID },
  });
  const { jobApplicationID } = await applied.json();
  // the worker turned message mails off: the message must still reach her in the app
  await request.put('/api/usersettings', {
    headers: workerHeaders,
    data: { notifications: { messages: false } },
  });
  await request.post(`/api/messages?applicationID=${jobApplicationID}`, {
    headers: employer,
    data: { messageText: 'Heb je ervaring met een piston?' },
  });

  await signInAs(worker.email);
  await expect(page.getByTestId('messages-unread')).toHaveText('1');
  await page.getByRole('link', { name: 'Berichten, 1 ongelezen' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  const conversation = page.getByTestId('conversation').filter({ hasText: title });
  await expect(conversation).toContainText('Koffiebar Kouter');
  await expect(conversation).toContainText('Heb je ervaring met een piston?');
  await expect(conversation.getByTestId('conversation-unread')).toContainText('1');

  // opening it reads it, and she answers from the inbox
  await conversation.getByRole('button', { name: /Koffiebar Kouter/ }).click();
  await expect(page.getByTestId('messages-unread')).toHaveCount(0);
  await conversation.getByLabel('Je bericht').fill('Ja, twee jaar in een koffiebar.');
  await conversation.getByRole('button', { name: 'Versturen' }).click();
  await expect(conversation.getByTestId('message').last()).toContainText('Ja, twee jaar in een koffiebar.');

  // the inbox is in the menu as well
  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Berichten' })).toBeVisible();

  // the dashboard lists newest first: later tests expect the demo jobs on top
  await request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
});
