import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness } from '../../test/job-fixtures';
import { bearer, loginAs, registerAdmin } from '../../test/registration-helpers';
import { insertPeople } from '../../test/worker-fixtures';

const testApp = useTestApp();
let admin: Record<string, string>;

beforeAll(async () => {
  admin = bearer(await loginAs(testApp, (await registerAdmin(testApp)).person));
});

interface Found {
  total: number;
  totalIsAtLeast: boolean;
  nextCursor: string | null;
  data: { userID: number; name: string; accountType: string }[];
}

async function search(terms: string, more = ''): Promise<Found> {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/users?search=${encodeURIComponent(terms)}${more}`,
    headers: admin,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const idsOf = (found: Found) => found.data.map((user) => user.userID);

describe("an administrator's user search", () => {
  it('finds a person by any part of her names, email, username, town or business name, in any case, and no other', async () => {
    const [worker] = await insertPeople(testApp, [
      {
        userFirstName: 'Wannes',
        userLastName: 'Vandekerckhove',
        userEmail: 'wannes.vdk@voorbeeld.be',
        userUsername: 'tapkraan77',
        userAddressCity: 'Poperinge',
      },
    ]);
    const { accountID } = await insertBusiness(testApp, 'Herberg Zwaluwnest');
    const [owner] = await insertPeople(testApp, [{ accountID, userFirstName: 'Griet' }]);
    await insertPeople(testApp, [{ userFirstName: 'Anders', userAddressCity: 'Lier' }]);
    for (const [terms, found] of [
      ['WANNES', worker],
      ['dekerck', worker],
      ['vdk@voorb', worker],
      ['TAPKRAAN', worker],
      ['poperinge', worker],
      ['zwaluwnest', owner],
      ['berg Zwal', owner],
    ] as const) {
      expect(idsOf(await search(terms)), terms).toEqual([found]);
    }
    expect((await search('zwaluwnest')).data[0]).toMatchObject({ accountType: 'business' });
    for (const terms of ['Wannes Poperinge', 'xylofoon', '"""', '100%', 'a_b']) {
      expect((await search(terms)).data, terms).toEqual([]);
    }
  });

  it('follows a person changed or deleted and a business registered, renamed or deleted, at once', async () => {
    const db = testApp.app.db;
    const [first, second] = await insertPeople(testApp, [
      { userAddressCity: 'Oostduinkerke' },
      { userAddressCity: 'Oostduinkerke' },
    ]);
    await db
      .updateTable('users')
      .set({ userAddressCity: 'Nieuwpoort' })
      .where('userID', '=', first!)
      .execute();
    expect(idsOf(await search('nieuwpoort'))).toEqual([first]);
    expect(idsOf(await search('duinkerke'))).toEqual([second]);

    const [owner] = await insertPeople(testApp, [{ accountType: 'business', userFirstName: 'Dirk' }]);
    const ownerAccount = await db
      .selectFrom('users')
      .select('userAccountID')
      .where('userID', '=', owner!)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('businesses')
      .values({
        businessAccountID: ownerAccount.userAccountID,
        businessName: 'Taverne De Reiger',
        created_at: '2026-01-01 10:00:00',
      })
      .execute();
    expect(idsOf(await search('reiger'))).toEqual([owner]);
    await db
      .updateTable('businesses')
      .set({ businessName: 'Taverne De Kraanvogel' })
      .where('businessAccountID', '=', ownerAccount.userAccountID)
      .execute();
    expect(idsOf(await search('kraanvogel'))).toEqual([owner]);
    expect((await search('reiger')).data).toEqual([]);
    await db.deleteFrom('businesses').where('businessAccountID', '=', ownerAccount.userAccountID).execute();
    expect((await search('kraanvogel')).data).toEqual([]);

    // an account deleted takes its user with it (the way a deletion goes), and her entry in the index
    const { userAccountID } = await db
      .selectFrom('users')
      .select('userAccountID')
      .where('userID', '=', second!)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('accounts').where('accountID', '=', userAccountID).execute();
    expect((await search('duinkerke')).data).toEqual([]);
    if (testApp.app.dialect === 'sqlite') {
      const { rows } =
        await sql`select rowid from users_admin_fts where users_admin_fts match '"duinkerke"'`.execute(db);
      expect(rows).toEqual([]);
    }
  });

  it('pages what a search finds newest first, of the status asked, without administrators, counted', async () => {
    const inserted = await insertPeople(
      testApp,
      Array.from({ length: 25 }, (_, index) => ({
        userLastName: `Strandloper ${index}`,
        emailConfirmedAt: index % 5 === 0 ? null : '2026-01-02 10:00:00',
        accountType: index === 7 ? ('admin' as const) : ('user' as const),
      })),
    );
    const active = inserted.filter((_, index) => index % 5 !== 0 && index !== 7);
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page += 1) {
      const found = await search('strandloper', `&status=active&limit=6${cursor}`);
      expect(found).toMatchObject({ total: active.length, totalIsAtLeast: false });
      seen.push(...idsOf(found));
      if (found.nextCursor === null) break;
      cursor = `&after=${found.nextCursor}`;
    }
    expect(seen).toEqual([...active].sort((a, b) => b - a));
    const inactive = await search('strandloper', '&status=inactive');
    expect(idsOf(inactive)).toEqual(inserted.filter((_, index) => index % 5 === 0).reverse());
    expect((await search('strandloper', '&status=suspended')).data).toEqual([]);
  });
});
