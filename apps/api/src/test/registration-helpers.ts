import type { TestApp } from './build-test-app';

let sequence = 0;

export type Person = ReturnType<typeof newPerson>;

export function newPerson(overrides: Record<string, string> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    /** Each test person calls from an address of their own, so per-IP limits only bite where a test aims at them. */
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    username: `user_${tag}`,
    email: `user_${tag}@example.be`,
    password: 'Sterk2026wachtwoord',
    ...overrides,
  };
}

export function userPayload(accountID: number, person: Person) {
  return {
    userAccountID: accountID,
    userUsername: person.username,
    userFirstName: 'Lies',
    userLastName: 'Vermeulen',
    userPassword: person.password,
    userEmail: person.email,
    userPhoneNumber: '+32 470 11 22 33',
    userGsmNumber: '+32 470 11 22 33',
    userNationalRegisterNumber: '98.04.12-123.51',
    userDateOfBirth: '1998-04-12',
    userAddressStreet: 'Veldstraat 1',
    userAddressNumber: '',
    userAddressZipCode: '9000',
    userAddressCity: 'Gent',
    userAddressCountry: 'BE',
  };
}

export async function createAccount(testApp: TestApp, person = newPerson(), accountType = 'user') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: person.remoteAddress,
    payload: { accountName: person.username, accountEmail: person.email, accountType },
  });
  return { response, body: response.json(), person };
}

export async function clientToken(
  testApp: TestApp,
  clientId: string,
  clientSecret: string,
  remoteAddress?: string,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
  });
  return response.json().access_token as string;
}

export async function lastCode(testApp: TestApp, email: string): Promise<string> {
  const mail = (await testApp.deliveredMails()).filter((candidate) => candidate.to === email).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Runs the registration chain of spec 000 §4 up to (and, unless told otherwise, including) verification. */
export async function registerPerson(
  testApp: TestApp,
  options: {
    accountType?: 'user' | 'business';
    verify?: boolean;
    person?: ReturnType<typeof newPerson>;
    /** the browser's Accept-Language when the profile is made: the account keeps it as its language */
    acceptLanguage?: string;
  } = {},
) {
  const { body: account, person } = await createAccount(testApp, options.person, options.accountType);
  const { remoteAddress } = person;
  const token = await clientToken(
    testApp,
    account.oauth_client.client_id,
    account.oauth_client.client_secret,
    remoteAddress,
  );
  const created = await testApp.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/users',
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}),
    },
    payload: userPayload(account.accountID, person),
  });
  const userID = created.json().userID as number;
  if (options.verify !== false) {
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/confirmemail?id=${userID}`,
      remoteAddress,
      payload: { email: person.email },
    });
    await testApp.app.inject({
      method: 'POST',
      remoteAddress,
      url: '/api/confirmemail?verify=1',
      payload: { userID, email: person.email, code: Number(await lastCode(testApp, person.email)) },
    });
  }
  return { person, accountID: account.accountID as number, userID, clientToken: token };
}

/** A registered person made administrator, the way `npm run admin:create` leaves the account. */
export async function registerAdmin(testApp: TestApp) {
  const registered = await registerPerson(testApp);
  await testApp.app.db
    .updateTable('accounts')
    .set({ accountType: 'admin' })
    .where('accountID', '=', registered.accountID)
    .execute();
  return registered;
}

export async function loginAs(
  testApp: TestApp,
  person: { email: string; password: string; remoteAddress?: string },
) {
  const response = await testApp.app.inject({
    method: 'POST',
    remoteAddress: person.remoteAddress,
    url: '/api/login',
    payload: { email: person.email, password: person.password },
  });
  return response.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
