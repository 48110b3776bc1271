import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForCode } from './mailbox';

export const PASSWORD = 'Sterk2026wachtwoord';
/** The password of every demo account the server seeds (README, demo logins). */
export const DEMO_PASSWORD = 'Jobbel2026';

/** A verified account made through the API, the way the registration wizard does it. */
export async function registerViaApi(
  request: APIRequestContext,
  accountType: 'user' | 'business',
  options: { verify?: boolean; lastName?: string } = {},
) {
  const verify = options.verify ?? true;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const client = simulatedClient();
  const person = { username: `e2e_${tag}`, email: `e2e_${tag}@example.be` };
  const account = await (
    await request.post('/api/accounts', {
      headers: client,
      data: { accountName: person.username, accountEmail: person.email, accountType },
    })
  ).json();
  const token = await (
    await request.post('/api/oauth2/token', {
      headers: client,
      form: {
        grant_type: 'client_credentials',
        client_id: account.oauth_client.client_id,
        client_secret: account.oauth_client.client_secret,
      },
    })
  ).json();
  const created = await request.post('/api/users', {
    headers: { ...client, authorization: `Bearer ${token.access_token}` },
    data: {
      userAccountID: account.accountID,
      userUsername: person.username,
      userFirstName: accountType === 'business' ? 'Sofie' : 'Ruben',
      userLastName: options.lastName ?? (accountType === 'business' ? 'Baert' : 'Claes'),
      userPassword: PASSWORD,
      userEmail: person.email,
      userPhoneNumber: '0470000000',
      userNationalRegisterNumber: '90.01.01-001.23',
      userDateOfBirth: '1990-01-01',
    },
  });
  const { userID } = await created.json();
  if (!verify) return { ...person, userID: userID as number, accountID: account.accountID as number };
  await request.put(`/api/confirmemail?id=${userID}`, { headers: client, data: { email: person.email } });
  const verified = await request.post('/api/confirmemail?verify=1', {
    headers: client,
    data: { userID, email: person.email, code: Number(await waitForCode(person.email)) },
  });
  expect(verified.status()).toBe(200);
  return { ...person, userID: userID as number, accountID: account.accountID as number };
}

const randomByte = () => Math.floor(Math.random() * 256);

/**
 * A client address of its own, as each real user has: the tests stand in for many users, and the
 * per-IP limits (30 logins a minute) would otherwise count the whole suite as one (TRUST_PROXY in the
 * config). The suite's browser sign-ins once passed 30 in a minute on CI and got 429.
 */
function simulatedClient() {
  return { 'x-forwarded-for': `10.${randomByte()}.${randomByte()}.${randomByte()}` };
}

/** Signs in through the login page, as a new client of its own; `remember` ticks "Onthoud mij". */
export async function signIn(page: Page, email: string, password = PASSWORD, { remember = false } = {}) {
  await page.context().setExtraHTTPHeaders(simulatedClient());
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Onthoud mij').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  // a business lands on its employer dashboard, a worker on the job feed
  await expect(page).toHaveURL(/\/(employer-)?dashboard$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

// a 1x1 PNG
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An administrator made the way an operator does it: npm run admin:create, on the test server's data. */
export function createAdmin(email: string, password: string) {
  execFileSync('node', ['../api/dist/create-admin.js', '--email', email, '--password', password], {
    env: { ...process.env, DATA_DIR: path.join(process.env.E2E_RUN_DIR!, 'data') },
    stdio: 'pipe',
  });
}

/** The Authorization header of a signed-in account, for calls a test makes without the screens. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', {
    headers: simulatedClient(),
    data: { email, password },
  });
  return { authorization: `Bearer ${(await response.json()).access_token}` };
}
