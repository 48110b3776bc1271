import { readFile } from 'node:fs/promises';
import { DATA_KINDS } from '@jobbel/shared/my-data/my-data.constants';
import yauzl from 'yauzl';
import { apiLogin, PASSWORD, signIn, signOut } from './support/accounts';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** One file of a zip, as text. */
function fileInZip(bytes: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the zip`)));
      zip.readEntry();
    });
  });
}

test('a worker downloads her data and reads the README of the zip', async ({ page, request, worker }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, worker.email);
  await page.goto('/settings?section=privacy');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }),
  ).toHaveAttribute('href', '/privacy');
  const panel = page.getByTestId('my-data');
  await panel.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
  await expect(panel.getByText('We maken je export klaar')).toBeVisible();
  await expect(panel.getByTestId('data-export')).toContainText('Wordt klaargemaakt');
  // the export is built by a pass every minute; the test asks for one now
  const headers = await apiLogin(request, worker.email, PASSWORD);
  expect((await request.post('/api/test/mydata/build', { headers })).status()).toBe(204);
  const download = panel.getByRole('button', { name: /^Downloaden/ });
  await expect(download).toBeVisible({ timeout: 15_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^jobbel-gegevens-.*\.zip$/);
  const readme = await fileInZip(await readFile((await file.path())!), 'README.txt');
  expect(readme).toContain('Jouw gegevens bij Jobbel');
  expect(readme).toContain('profile.json');
  const profile = JSON.parse(await fileInZip(await readFile((await file.path())!), 'profile.json'));
  expect(profile.tables.users[0].userEmail).toBe(worker.email);
});

test('a worker asks to delete her account, signs in again within the 30 days and cancels it', async ({
  page,
  worker,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, worker.email);
  await page.goto('/settings?section=privacy');
  const section = page.getByTestId('account-deletion');
  await expect(section).toContainText('30 dagen');
  await section.getByLabel('Je wachtwoord', { exact: true }).fill(PASSWORD);
  const submit = section.getByRole('button', { name: 'Account verwijderen' });
  await expect(submit).toBeDisabled();
  await section.getByLabel(/Ik begrijp dat mijn account/).check();
  await submit.click();
  const banner = page.getByTestId('deletion-banner');
  await expect(banner).toContainText('Je account wordt verwijderd op');

  await signOut(page);
  await signIn(page, worker.email);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Verwijdering annuleren' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/settings?section=privacy');
  await expect(section.getByRole('button', { name: 'Account verwijderen' })).toBeVisible();
});

test('the privacy statement says, for every kind of data the export holds, what, why and how long; from the footer and the registration form (auth.spec.ts)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacyverklaring', level: 1 })).toBeVisible();
  await expect(page.getByTestId('data-kind')).toHaveCount(DATA_KINDS.length);
  await expect(page.getByTestId('data-kind').first()).toContainText('Hoe lang:');
});
