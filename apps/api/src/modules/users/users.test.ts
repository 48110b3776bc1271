import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { bearer, loginAs, registerAdmin, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();

async function signedIn() {
  const registered = await registerPerson(testApp);
  return { ...registered, headers: bearer(await loginAs(testApp, registered.person)) };
}

describe('users', () => {
  it('shows private fields to the user only', async () => {
    const owner = await signedIn();
    const viewer = await signedIn();
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/users?id=${owner.userID}`,
      headers: owner.headers,
    });
    // her own number is masked until she shows it with her password
    expect(own.json()).toMatchObject({
      userNationalRegisterNumber: '98.04.12-***.**',
      userDateOfBirth: '1998-04-12',
      userEmail: owner.person.email,
    });
    const other = await testApp.app.inject({
      method: 'GET',
      url: `/api/users?id=${owner.userID}`,
      headers: viewer.headers,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ userFirstName: 'Lies', userAddressCity: 'Gent', userEmail: null });
    expect(other.json()).not.toHaveProperty('userNationalRegisterNumber');
    expect(other.json()).not.toHaveProperty('userDateOfBirth');
    expect(other.json()).not.toHaveProperty('userAddressStreet');
    const byAccount = await testApp.app.inject({
      method: 'GET',
      url: `/api/users?userAccountID=${owner.accountID}`,
      headers: viewer.headers,
    });
    expect(byAccount.json().userID).toBe(owner.userID);
  });

  it('shows her own national register number in full after her password only', async () => {
    const owner = await signedIn();
    const reveal = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/me/insz',
        headers: owner.headers,
        payload: { password },
      });
    const wrong = await reveal('Verkeerd2026wachtwoord');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).not.toHaveProperty('userNationalRegisterNumber');
    const right = await reveal(owner.person.password);
    expect(right.json()).toEqual({ userNationalRegisterNumber: '98.04.12-123.51' });
    expect((await reveal('')).statusCode).toBe(400);
  });

  it('lists all users for admins only', async () => {
    const user = await signedIn();
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/users', headers: user.headers })).statusCode,
    ).toBe(403);
    const admin = await registerAdmin(testApp);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/users?limit=2',
      headers: bearer(await loginAs(testApp, admin.person)),
    });
    expect(list.json()).toMatchObject({ count: 2, total: expect.any(Number) });
  });

  it('lets a user update only their own profile', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const update = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users?id=${owner.userID}`,
      headers: owner.headers,
      payload: { userBio: '<b>Barista</b> met 3 jaar ervaring', userAddressCity: 'Gentbrugge' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      userBio: '<b>Barista</b> met 3 jaar ervaring',
      userAddressCity: 'Gentbrugge',
    });
    const foreign = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users?id=${owner.userID}`,
      headers: other.headers,
      payload: { userBio: 'overgenomen' },
    });
    expect(foreign.statusCode).toBe(403);
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/users?id=${owner.userID}`,
      headers: owner.headers,
    });
    expect(after.json().userBio).toBe('<b>Barista</b> met 3 jaar ervaring');
  });

  it('renames the account with the username and refuses a taken one', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const taken = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users?id=${owner.userID}`,
      headers: owner.headers,
      payload: { userUsername: other.person.username },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('account name exists');
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users?id=${owner.userID}`,
      headers: owner.headers,
      payload: { userUsername: `${owner.person.username}_x` },
    });
    expect(renamed.statusCode).toBe(200);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: owner.headers });
    expect(me.json().account_name).toBe(`${owner.person.username}_x`);
  });

  it('deletes the own user with the account; others may not', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/users/${owner.userID}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/users/${owner.userID}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(204);
    const account = await testApp.app.db
      .selectFrom('accounts')
      .select('accountID')
      .where('accountID', '=', owner.accountID)
      .executeTakeFirst();
    expect(account).toBeUndefined();
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: owner.headers });
    expect(me.json().error).toBe('token_invalid_or_expired');
  });
});

describe('accounts', () => {
  it('reads, renames and deletes only the own account', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const own = await testApp.app.inject({ method: 'GET', url: '/api/accounts', headers: owner.headers });
    expect(own.json()).toMatchObject({ accountID: owner.accountID, accountType: 'user' });
    expect(own.json()).not.toHaveProperty('oauthClientSecretHash');
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/accounts?id=${owner.accountID}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: `/api/accounts/${owner.accountID}`,
          headers: other.headers,
          payload: { accountName: 'stolen_name' },
        })
      ).statusCode,
    ).toBe(403);
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/accounts/${owner.accountID}`,
      headers: owner.headers,
      payload: { accountName: `${owner.person.username}_new` },
    });
    expect(renamed.json().accountName).toBe(`${owner.person.username}_new`);
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/accounts/${owner.accountID}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/accounts?id=${owner.accountID}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(204);
  });
});
