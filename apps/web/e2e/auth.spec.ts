import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, PASSWORD, registerViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { mailCount, waitForCode } from './support/mailbox';

function newPerson() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { username: `e2e_${tag}`, email: `e2e_${tag}@example.be`, password: 'Sterk2026wachtwoord' };
}

async function fillRegistration(page: Page, person: ReturnType<typeof newPerson>, { employer = false } = {}) {
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Janssens');
  await page.getByLabel('Geboortedatum').fill('1999-05-17');
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Gebruikersnaam').fill(person.username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(person.password);
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill(person.password);
  await page.getByLabel('Telefoonnummer').fill('+32 470 12 34 56');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // an employer's own registration does not ask it (DECISIONS.md); a worker's may leave it empty
  if (employer) await expect(page.getByLabel('Rijksregisternummer')).toHaveCount(0);
  else await page.getByLabel('Rijksregisternummer').fill('99.05.17-123.26');
  await page.getByLabel('Stad').fill('Gent');
  await page.getByLabel('Postcode').fill('9000');
  // before registering, the form points to what Jobbel does with it
  await expect(page.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy');
  await page.getByRole('button', { name: 'Register' }).click();
}

async function verifyWithMailedCode(page: Page, email: string) {
  const code = await waitForCode(email);
  await page.getByLabel('Verificatiecode').fill(code);
  await page.getByRole('button', { name: 'Verifiëren' }).click();
}

test('a worker registers through all three steps, verifies the mailed code and lands on /complete-profile', async ({
  page,
}) => {
  const person = newPerson();
  await page.goto('/');
  await page.getByRole('link', { name: 'Ik wil jobbelen' }).click();
  await expect(page.getByRole('heading', { name: 'Word een jobbelaar' })).toBeVisible();
  await expect(page.getByText('Begin je reis naar flexibel werk')).toBeVisible();

  // step validation shows the spec's messages on Next (not on blur), keeps the visitor on the step
  // and puts the focus on the first problem
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter your birth date.')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toBeFocused();

  await fillRegistration(page, person);
  await expect(page.getByText(`We stuurden een code van 6 cijfers naar ${person.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Code opnieuw versturen \(\d+s\)/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verifiëren' })).toBeDisabled();
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/complete-profile$/);
  // the session a registration opens is not a remembered one: it ends with the browser
  const remembered = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('jobbel');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('tokens').objectStore('tokens').get('rememberMe');
          read.onsuccess = () => resolve(read.result);
        };
      }),
  );
  expect(remembered).toBe(false);
});

test('a registration whose second step failed goes on with its own account when tried again', async ({
  page,
}) => {
  const person = newPerson();
  let failedOnce = false;
  await page.route('**/api/users', async (route) => {
    if (route.request().method() !== 'POST' || failedOnce) return route.continue();
    failedOnce = true;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'retry-after': '5' },
      body: JSON.stringify({ error: 'database_unavailable', message: 'Even geduld' }),
    });
  });
  let accountsCreated = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/accounts')
      accountsCreated += 1;
  });
  await page.goto('/register?type=worker');
  await fillRegistration(page, person);
  await expect(page.getByRole('alert').filter({ hasText: /.+/ }).first()).toBeVisible();
  // the account made by the first try holds the email against anyone else; the retry goes on with it
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`We stuurden een code van 6 cijfers naar ${person.email}`)).toBeVisible();
  expect(accountsCreated).toBe(1);
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/complete-profile$/);
});

test('when the code cannot be mailed, the screen says so once and the visitor asks for it again at once', async ({
  page,
}) => {
  const person = newPerson();
  let refused = false;
  await page.route('**/api/confirmemail**', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({ status: 503, json: { error: 'database_unavailable', message: 'Even geduld' } });
  });
  await page.goto('/register?type=worker');
  await fillRegistration(page, person);
  await expect(page.getByText('Vraag hieronder een code aan.', { exact: false })).toBeVisible();
  await expect(page.getByText(/We stuurden een code/)).toHaveCount(0);
  await expect(page.getByText('Failed to send verification code. Please try again.')).toHaveCount(1);
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Code opnieuw versturen' }).click();
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/complete-profile$/);
});

test('a mistyped address is corrected on the verification step, and the new address verifies', async ({
  page,
}) => {
  const person = newPerson();
  await page.goto('/register?type=worker');
  await fillRegistration(page, { ...person, email: `typo.${person.email}` });
  await expect(page.getByText(`We stuurden een code van 6 cijfers naar typo.${person.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Verkeerd e-mailadres? Wijzig het' }).click();
  await page.getByLabel('E-mailadres', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Nieuwe code versturen' }).click();
  await expect(page.getByText(`We stuurden een nieuwe code naar ${person.email}.`)).toBeVisible();
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/complete-profile$/);
});

test('an employer registers and lands on /employer-dashboard', async ({ page }) => {
  const person = newPerson();
  await page.goto('/');
  await page.getByRole('link', { name: 'Ik zoek een jobbelaar' }).click();
  await expect(page.getByRole('heading', { name: 'Registreer als Werkgever' })).toBeVisible();
  await fillRegistration(page, person, { employer: true });
  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/employer-dashboard$/);
});

test('the wizard shows password, username and register number rules, and a taken email in Dutch', async ({
  page,
}) => {
  await page.goto('/register?type=worker');
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('Peeters');
  await page.getByLabel('Geboortedatum').fill('1850-01-01');
  await page.getByLabel('E-mailadres').fill('jana@jobbel.be');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid year (between 1900 and today).')).toBeVisible();
  await page.getByLabel('Geboortedatum').fill('1995-01-01');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Gebruikersnaam').fill('ab');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('zwak');
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('anders');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Gebruikersnaam').fill('nieuwe_jan');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Sterk2026wachtwoord');
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Sterk2026wachtwoord');
  await page.getByLabel('Telefoonnummer').fill('0470123456');
  await page.getByRole('button', { name: 'Volgende' }).click();

  await page.getByLabel('Rijksregisternummer').fill('12345');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Voer een geldig rijksregisternummer in (formaat: 00.00.00-000.00)'),
  ).toBeVisible();
  await page.getByLabel('Rijksregisternummer').fill('95.01.01-123.06');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText(
      'Dit e-mailadres is al geregistreerd. Probeer in te loggen of gebruik een ander e-mailadres.',
    ),
  ).toBeVisible();
});

test('an unconfirmed login gets the verification screen, verifies and reaches the dashboard', async ({
  page,
  request,
}) => {
  const person = { ...(await registerViaApi(request, 'user', { verify: false })), password: PASSWORD };

  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();

  await page.getByRole('button', { name: 'Terug naar login' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(person.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(person.password);
  // mail leaves through the outbox a moment after the answer: the first login's code arrives, once
  await expect.poll(() => mailCount(person.email)).toBe(1);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(mailCount(person.email)).toBe(1);

  await verifyWithMailedCode(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Vind jouw droombaan in de horeca' })).toBeVisible();
});

test('logout clears the session and a reload stays signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('jana@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByLabel('Onthoud mij').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Jana Peeters');

  await page.reload();
  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Jana Peeters');
  // a signed-in visitor is sent from public routes to the dashboard
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Ik wil jobbelen' })).toBeVisible();
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('jobbel', 1);
        open.onsuccess = () => {
          const count = open.result.transaction('tokens').objectStore('tokens').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(stored).toBe(0);

  await page.reload();
  await page.goto('/dashboard');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ik wil jobbelen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profielmenu' })).toHaveCount(0);
});

test('the login carousel shows the soonest open jobs, rotates every 5 s, its dots pick a card and a card opens its job', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // the page's own answer: a spec running beside this one may post a sooner job at any moment
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/jobs/upcoming'));
  await page.goto('/login');
  const upcoming: { jobID: number; jobTitle: string }[] = (await (await answered).json()).data;
  expect(upcoming).toHaveLength(3);
  const [first, second, third] = upcoming.map((job) => job.jobTitle);
  const visibleTitle = () => page.locator('[data-testid="carousel-card"][aria-hidden="false"] h3');
  await expect(visibleTitle()).toHaveText(first!);
  await expect(visibleTitle()).toHaveText(second!, { timeout: 7000 });
  // a dot picked late in a card's 5 s still gets the picked card its full 5 s
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: `Toon ${third}` }).click();
  await expect(visibleTitle()).toHaveText(third!);
  await page.waitForTimeout(4300);
  await expect(visibleTitle()).toHaveText(third!);
  await expect(visibleTitle()).toHaveText(first!, { timeout: 2000 });

  // the card opens its job: after signing in, the visitor is on it
  await page.locator('[data-testid="carousel-card"][aria-hidden="false"]').click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?next=%2Fjobs%2F${upcoming[0]!.jobID}&reason=signed-out$`),
  );
  await page.getByLabel('E-mailadres').fill('milan@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${upcoming[0]!.jobID}$`));
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
});

test('a signed-out visitor who opens a job is asked to sign in and comes back to that job', async ({
  page,
}) => {
  await page.goto('/jobs/3');
  await expect(page).toHaveURL(/\/login\?next=%2Fjobs%2F3&reason=signed-out$/);
  await expect(page.getByText('Log in om deze pagina te openen.', { exact: false })).toBeVisible();
  await page.getByLabel('E-mailadres').fill('milan@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/jobs\/3$/);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
});

test('a business that signs in goes straight to its employer dashboard, never through the job feed', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  // a slow profile is when the login screen used to lose the race to the public routes' redirect
  await page.route('**/api/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('hotel.leie@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  expect(visited).not.toContain('/dashboard');
});

test('forgot password: a mailed code sets a new password that then signs in', async ({ page, request }) => {
  const person = await registerViaApi(request, 'user');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByRole('button', { name: 'Code versturen' }).click();
  await expect(page.getByText(`Als ${person.email} bij ons geregistreerd is`)).toBeVisible();
  await page.getByLabel('Code').fill(await waitForCode(person.email, 1));
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('zwak');
  await page.getByLabel('Bevestig nieuw wachtwoord', { exact: true }).fill('zwak');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Hersteld2026pass');
  await page.getByLabel('Bevestig nieuw wachtwoord', { exact: true }).fill('Hersteld2026pass');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Wachtwoord gewijzigd')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Hersteld2026pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a sign-in the server fails says so in the form with the Foutcode to quote', async ({ page }) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'internal_error', message: 'Er ging iets mis op de server.', requestId: 'req-login-1' },
    }),
  );
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('milan@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const box = page.getByRole('alert').filter({ hasText: 'Er ging iets mis op de server.' });
  await expect(box).toContainText('Foutcode: req-login-1');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`login-foutcode-${width}.png`) });
  }
});
