import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';

async function postJobInMelle(request: APIRequestContext, jobTitle: string) {
  const employer = await apiLogin(request, 'koffiebar.kouter@jobbel.be', DEMO_PASSWORD);
  const { jobID } = await postJobViaApi(request, employer, {
    title: jobTitle,
    location: 'Melle',
    type: 'Barista',
    daysAhead: 9,
    from: '08:00',
    until: '14:00',
    wage: 15,
    description: '<p>Koffie aan de Schelde.</p>',
  });
  return () => request.delete(`/api/jobs?id=${jobID}`, { headers: employer });
}

test('a worker picks Gent from the suggestions, searches within 10 km and sees each job’s distance', async ({
  page,
  request,
  signInAs,
}) => {
  const deleteJob = await postJobInMelle(request, 'Barista in Melle');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('jana@jobbel.be', DEMO_PASSWORD);
  const activeFilters = page.getByRole('list', { name: 'Actieve filters' });
  await expect(activeFilters.getByText('Locatie: Gent')).toBeVisible();
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Barista in Melle' })).toHaveCount(0);

  const town = page.getByRole('combobox', { name: 'Locatie' });
  await town.fill('gen');
  const suggestions = page.getByRole('listbox', { name: 'Gemeenten' });
  await expect(suggestions.getByRole('option').first()).toHaveText('Gent');
  await expect(suggestions.getByRole('option', { name: 'Genk' })).toBeVisible();
  await suggestions.getByRole('option', { name: 'Gent', exact: true }).click();
  await expect(town).toHaveValue('Gent');
  await expect(suggestions).toBeHidden();

  await page.getByLabel('Afstand').selectOption({ label: 'Binnen 10 km' });
  await expect(activeFilters.getByText('Binnen 10 km')).toBeVisible();
  const melle = cards.filter({ hasText: 'Barista in Melle' });
  await expect(melle).toContainText('Melle · 8,2 km');
  await expect(cards.filter({ hasText: 'Gent · 0 km' }).first()).toBeVisible();

  // by keyboard: arrows move through the suggestions, Enter picks
  await town.fill('sint-n');
  await expect(suggestions.getByRole('option').first()).toHaveText('Sint-Niklaas');
  await town.press('ArrowDown');
  await town.press('Enter');
  await expect(town).toHaveValue('Sint-Niklaas');
  // Enter without arrows takes the first suggestion
  await town.fill('gen');
  await expect(suggestions.getByRole('option').first()).toHaveText('Gent');
  await town.press('Enter');
  await expect(town).toHaveValue('Gent');
  await expect(suggestions).toBeHidden();
  await expect(activeFilters.getByText('Locatie: Gent')).toBeVisible();

  await deleteJob();
});

test('a typed town that is not picked searches the town it means, and the chip names it', async ({
  page,
  request,
  signInAs,
}) => {
  const deleteJob = await postJobInMelle(request, 'Barista aan de Gontrode');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('jana@jobbel.be', DEMO_PASSWORD);
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();

  const town = page.getByRole('combobox', { name: 'Locatie' });
  await town.fill('mel');
  await town.press('Escape');
  const activeFilters = page.getByRole('list', { name: 'Actieve filters' });
  await expect(activeFilters.getByText('Locatie: Melle')).toBeVisible();
  await expect(cards.filter({ hasText: 'Barista aan de Gontrode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Geen jobs gevonden' })).toHaveCount(0);
  // while the worker is in the field, what they typed stays as typed
  await expect(town).toHaveValue('mel');
  // once they leave it, the field names the town the results are for, and so does the address
  await town.blur();
  await expect(town).toHaveValue('Melle');
  await expect(page).toHaveURL(/[?&]town=Melle(&|$)/);
  await expect(cards.filter({ hasText: 'Barista aan de Gontrode' })).toBeVisible();

  // without suggestions (their server fails) the town is searched as typed
  await page.route('**/api/places?**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await town.focus();
  await town.fill('Gent');
  await town.press('Escape');
  await expect(activeFilters.getByText('Locatie: Gent')).toBeVisible();
  await expect(cards.filter({ hasText: 'Barista aan de Gontrode' })).toHaveCount(0);
  await expect(cards.first()).toContainText('Gent');

  await deleteJob();
});

test('a worker searches around the town of their own address in one tap', async ({
  page,
  request,
  signInAs,
}) => {
  const deleteJob = await postJobInMelle(request, 'Barista bij de Schelde');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('amira@jobbel.be', DEMO_PASSWORD);
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();

  await page.getByRole('button', { name: 'Rond mijn adres (Merelbeke)' }).click();
  await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveValue('Merelbeke');
  const activeFilters = page.getByRole('list', { name: 'Actieve filters' });
  await expect(activeFilters.getByText('Locatie: Merelbeke')).toBeVisible();
  await expect(activeFilters.getByText('Binnen 10 km')).toBeVisible();
  await expect(cards.filter({ hasText: 'Barista bij de Schelde' })).toContainText('Melle · 4,2 km');

  await deleteJob();
});
