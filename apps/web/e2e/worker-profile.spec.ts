import { PASSWORD, signOut, TINY_PNG } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a new worker completes onboarding, sees it on the profile, changes the password; others see the public profile', async ({
  page,
  signInAs,
  worker,
}) => {
  await signInAs(worker.email);

  await page.goto('/complete-profile');
  await expect(page.getByRole('heading', { name: 'Welkom bij Jobbel' })).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toBeDisabled();
  await expect(page.getByText('Gebruikersnaam kan niet worden gewijzigd')).toBeVisible();
  await page.getByLabel('Weergavenaam').fill('Ruben Claes');
  await page
    .getByLabel('Profielfoto (optioneel)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/experience-skills$/);

  const blocks = page.getByTestId('experience-block');
  await blocks.nth(0).getByLabel('Bedrijf').fill('Café Labiekke');
  await blocks.nth(0).getByLabel('Functie').fill('Barman');
  await blocks.nth(0).getByLabel('Begindatum').fill('2021-09-01');
  await blocks.nth(0).getByLabel('Einddatum').fill('2023-06-30');
  await page.getByRole('button', { name: '+ Ervaring toevoegen' }).click();
  await blocks.nth(1).getByLabel('Bedrijf').fill('Brasserie Pakhuis');
  await blocks.nth(1).getByLabel('Functie').fill('Ober');
  await blocks.nth(1).getByLabel('Begindatum').fill('2023-09-01');
  await blocks.nth(1).getByLabel('I currently work here').check();
  await expect(blocks.nth(1).getByLabel('Einddatum')).toBeDisabled();
  await page.getByRole('button', { name: 'Barista', exact: true }).click();
  await page.getByRole('button', { name: 'Bediening', exact: true }).click();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/select-interests$/);

  await expect(page.getByRole('button', { name: 'Voltooien' })).toBeDisabled();
  await page.getByRole('button', { name: 'Werk', exact: true }).click();
  await page.getByRole('button', { name: 'Voltooien' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // finished onboarding sends the worker on to the dashboard
  await page.goto('/complete-profile');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'Ruben Claes' })).toBeVisible();
  await expect(page.getByTestId('profile-skills')).toContainText('Barista');
  await expect(page.getByTestId('profile-skills')).toContainText('Bediening');
  await expect(page.getByTestId('profile-experience')).toContainText('Sep 2023 - Present');
  await expect(page.getByTestId('profile-experience')).toContainText('Sep 2021 - Jun 2023');
  await expect(page.locator('img[src^="/upload/avatars/"]').first()).toBeVisible();

  // password change with its rules, then sign in with the new one
  await page.goto('/settings?section=security');
  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Bevestig nieuw wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('New password must be different from current password')).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw2026wachtwoord');
  await page.getByLabel('Bevestig nieuw wachtwoord', { exact: true }).fill('Nieuw2026wachtwoord');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await signOut(page);
  await signInAs(worker.email, 'Nieuw2026wachtwoord');
  await signOut(page);

  // another worker sees the public profile, without the private fields
  await signInAs('jana@jobbel.be', 'Jobbel2026');
  const publicProfile = await page.request.get(`/api/users?id=${worker.userID}`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('jobbel', 1);
            open.onsuccess = () => {
              const read = open.result.transaction('tokens').objectStore('tokens').get('accessToken');
              read.onsuccess = () => resolve(read.result as string);
            };
          }),
      )}`,
    },
  });
  const body = await publicProfile.json();
  expect(body).toMatchObject({ userFirstName: 'Ruben', userEmail: null });
  expect(body).not.toHaveProperty('userNationalRegisterNumber');
  await page.goto(`/profile/${worker.userID}`);
  await expect(page.getByRole('heading', { name: 'Ruben Claes' })).toBeVisible();
  await expect(page.getByTestId('profile-skills')).toContainText('Barista');
  await expect(page.getByText(worker.email)).toHaveCount(0);
  await expect(page.getByText('90.01.01-001.23')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Experience' })).toHaveCount(0);
});
