import { expect, test } from './support/fixtures';

test('registration never eats a click: errors go while typing, one click on Next moves on, Enter does too', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Claeys');
  await page.getByLabel('Geboortedatum').fill('1998-03-14');
  await page.getByLabel('E-mailadres').fill('lotte.claeys');
  await page.getByRole('button', { name: 'Next' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Vul een geldig e-mailadres in.' });
  await expect(problem).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();

  // fixing the field clears the message at once, so nothing moves when Next is clicked
  await page.getByLabel('E-mailadres').fill('lotte.claeys@example.be');
  await expect(problem).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();

  // Enter in a field submits the step: the first problem gets the focus
  await page.getByLabel('Gebruikersnaam').press('Enter');
  await expect(page.getByLabel('Gebruikersnaam')).toBeFocused();
  await expect(page.getByRole('alert').first()).toBeVisible();
});
