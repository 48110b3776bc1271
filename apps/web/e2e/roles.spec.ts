import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './support/fixtures';

test('a worker cannot open a job edit form, and a register link explains how to get another account', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', 'Jobbel2026');
  const href = await page
    .getByTestId('job-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  await page.goto(`${href}/edit`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await page.goto('/register?type=employer');
  await expect(page.getByRole('heading', { name: 'Je bent al aangemeld' })).toBeVisible();
  await expect(page.getByText('milan@jobbel.be')).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden en registreren' }).click();
  await expect(page.getByLabel('Voornaam')).toBeVisible();
  await expect(page).toHaveURL(/\/register\?type=employer$/);
});

test('an admin finds the admin dashboard in the menu and sees why it cannot apply', async ({
  page,
  signInAs,
}) => {
  execFileSync(
    'node',
    ['../api/dist/create-admin.js', '--email', 'admin.roles@jobbel.be', '--password', 'Beheer2026'],
    { env: { ...process.env, DATA_DIR: path.join(process.env.E2E_RUN_DIR!, 'data') }, stdio: 'pipe' },
  );
  await signInAs('admin.roles@jobbel.be', 'Beheer2026');
  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Admin Account' })).toBeDisabled();
  await page.getByRole('button', { name: 'Profielmenu' }).click();
  // an administrator applies to nothing: the menu offers no applications
  await expect(page.getByRole('menuitem', { name: 'My Applications' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // the users are the marketplace's people, with their real record
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await page.getByPlaceholder('Zoeken...').fill('graslei');
  await expect(page.getByRole('cell', { name: 'Brasserie De Graslei' })).toBeVisible();
});
