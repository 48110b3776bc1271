import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { postJobViaApi } from './support/jobs';
import { lastMailTo, waitForCode } from './support/mailbox';

/**
 * A visitor whose browser reads French (or English) registers, confirms the mailed code, applies and
 * follows the application, and meets no Dutch on the way (docs/decisions/texts.md). What people typed
 * (a job's title and description, a business's name) is shown as typed; the product's name is its own.
 */
const JOURNEYS = [
  {
    locale: 'fr-BE',
    home: "Trouve le job de tes rêves dans l'horeca",
    cta: 'Je veux jobber',
    wizard: 'Deviens jobbeur',
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      birthDate: 'Date de naissance',
      email: 'Adresse e-mail',
      next: 'Suivant',
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      confirm: 'Confirme le mot de passe',
      phone: 'Numéro de GSM',
      town: 'Commune',
      postcode: 'Code postal',
      register: "S'inscrire",
      code: 'Code de vérification',
      verify: 'Vérifier',
      apply: 'Postuler',
    },
    mailSubject: 'Confirme ton adresse e-mail pour Jobbel',
    onboarding: 'Bienvenue sur Jobbel',
    applied: 'Candidature envoyée !',
    myApplications: 'Mes candidatures',
    pending: 'En attente',
    wage: '€ 15,50',
    manifest: "Du travail flexible dans l'horeca autour de Gand",
    defaultTown: 'Lieu : Gand',
  },
  {
    locale: 'en-GB',
    home: 'Find your dream job in hospitality',
    cta: 'I want to jobbel',
    wizard: 'Become a jobber',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      birthDate: 'Date of birth',
      email: 'Email address',
      next: 'Next',
      username: 'Username',
      password: 'Password',
      confirm: 'Confirm password',
      phone: 'Phone number',
      town: 'Town',
      postcode: 'Postcode',
      register: 'Register',
      code: 'Verification code',
      verify: 'Verify',
      apply: 'Apply Now',
    },
    mailSubject: 'Confirm your email address for Jobbel',
    onboarding: 'Welcome to Jobbel',
    applied: 'Application submitted successfully!',
    myApplications: 'My Job Applications',
    pending: 'Pending',
    wage: '€15.50',
    manifest: 'Flexible work in hospitality around Ghent',
    defaultTown: 'Location: Ghent',
  },
] as const;

/** Words only Dutch uses (French and English share 'de', 'en', 'van' with it, so those are left out). */
const DUTCH_WORDS =
  /\b(het|een|niet|voor|met|zijn|geen|nog|deze|dit|wordt|naar|bij|uur|ook|maar|moet|jouw|jij|sollicitatie|sollicitaties|werkgever|opslaan|annuleren|zoeken|inloggen|gebruikersnaam|wachtwoord|vaardigheden|volgende|vorige|bevestig|gemeente)\b/i;

/** The visible text of the page, with what people typed taken out. */
async function dutchOnScreen(page: Page, typed: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const shown = typed.reduce((rest, words) => rest.split(words).join(' '), text);
  return shown.split('\n').filter((line) => DUTCH_WORDS.test(line));
}

async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${page.url()}: ${violation.id}`);
}

for (const journey of JOURNEYS) {
  test.describe(`a visitor reading ${journey.locale}`, () => {
    test.use({ locale: journey.locale });

    test('registers, confirms the mailed code, applies and follows it, all in their language', async ({
      page,
      request,
    }) => {
      const employer = await apiLogin(request, 'brasserie.graslei@jobbel.be', DEMO_PASSWORD);
      const title = `Ober ${Date.now().toString(36)}`;
      const description = 'Bediening op het terras, drankjes en gerechten.';
      const { jobID } = await postJobViaApi(request, employer, {
        title,
        location: 'Gent',
        type: 'Kok',
        daysAhead: 9,
        from: '10:00',
        until: '16:00',
        wage: 15.5,
        description,
      });
      const typed = [title, description, 'Brasserie Graslei', 'Graslei', 'Gent', 'Lies', 'Peeters'];
      const findings: string[] = [];
      const dutch: string[] = [];
      // every step is read for Dutch; axe reads the screens that differ in kind (a form, a list)
      const look = async ({ axe = false } = {}) => {
        if (axe) findings.push(...(await axeFindings(page)));
        dutch.push(...(await dutchOnScreen(page, typed)));
      };

      await page.goto('/');
      await expect(page.getByRole('heading', { name: journey.home })).toBeVisible();
      expect(await page.locator('html').getAttribute('lang')).toBe(
        journey.locale === 'en-GB' ? 'en' : 'fr-BE',
      );
      // an installed app is described in the reader's language too
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect((await (await page.request.get(manifest!)).json()).description).toContain(journey.manifest);
      await look();
      await page.getByRole('link', { name: journey.cta }).click();
      await expect(page.getByRole('heading', { name: journey.wizard })).toBeVisible();
      await look({ axe: true });

      const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const email = `e2e_${tag}@example.be`;
      const { labels } = journey;
      await page.getByLabel(labels.firstName).fill('Lies');
      await page.getByLabel(labels.lastName, { exact: true }).fill('Peeters');
      await page.getByLabel(labels.birthDate).fill('2001-04-12');
      await page.getByLabel(labels.email).fill(email);
      await page.getByRole('button', { name: labels.next }).click();
      await page.getByLabel(labels.username).fill(`e2e_${tag}`);
      await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(labels.confirm, { exact: true }).fill(PASSWORD);
      await page.getByLabel(labels.phone).fill('+32 470 12 34 56');
      await look();
      await page.getByRole('button', { name: labels.next }).click();
      await page.getByLabel(labels.town).fill('Gent');
      await page.getByLabel(labels.postcode).fill('9000');
      await page.getByRole('button', { name: labels.register }).click();

      // the code comes in a mail in the visitor's language
      const code = await waitForCode(email);
      expect(lastMailTo(email)).toContain(journey.mailSubject);
      await look();
      await page.getByLabel(labels.code).fill(code);
      await page.getByRole('button', { name: labels.verify }).click();
      await expect(page).toHaveURL(/\/complete-profile$/);
      await expect(page.getByRole('heading', { name: journey.onboarding })).toBeVisible();
      await look();

      await page.goto(`/jobs/${jobID}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(journey.wage).first()).toBeVisible();
      await look({ axe: true });
      await page.getByRole('button', { name: labels.apply }).click();
      await expect(page.getByText(journey.applied).first()).toBeVisible();

      await page.goto('/my-applications');
      await expect(page.getByRole('heading', { name: journey.myApplications })).toBeVisible();
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByText(journey.pending).first()).toBeVisible();
      await look({ axe: true });

      // the jobs near the default town, named in the reader's language (the jobs are as their business typed them)
      await page.goto('/dashboard');
      await expect(page.getByText(journey.defaultTown).first()).toBeVisible();

      expect(dutch).toEqual([]);
      expect(findings).toEqual([]);
    });
  });
}

test('switching the language keeps what was typed, and a signed-in choice follows the account', async ({
  page,
  worker,
  signInAs,
}) => {
  await page.goto('/register');
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Claeys');
  await page.getByLabel('Taal').selectOption('fr-BE');
  await expect(page.getByRole('heading', { name: 'Deviens jobbeur' })).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Lotte');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Claeys');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');

  // back to Dutch, then signed in: the footer's choice is stored on the account
  await page.getByLabel('Langue').selectOption('nl-BE');
  // the switch reloads the page: signing in waits until it has
  await expect(page.getByRole('heading', { name: 'Word een jobbelaar' })).toBeVisible();
  await signInAs(worker.email);
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('link', { name: 'Find jobs' }).first()).toBeVisible();
  const headers = await apiLogin(page.request, worker.email, PASSWORD);
  const me = await (await page.request.get(`/api/users?id=${worker.userID}`, { headers })).json();
  expect(me.userLanguage).toBe('en');

  // another device, whose browser reads Dutch, shows the account's language once signed in
  const other = await page.context().browser()!.newContext({ locale: 'nl-BE' });
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByLabel('E-mailadres').fill(worker.email);
  await phone.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.getByRole('link', { name: 'Find jobs' }).first()).toBeVisible();
  await other.close();
});
