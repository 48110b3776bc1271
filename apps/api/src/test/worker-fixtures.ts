import type { NewUser } from '../db/database';
import type { TestApp } from './build-test-app';

let workerSequence = 0;

/** A person's own details; `accountID` puts her on an account that exists (a business's owner). */
export type PersonFixture = Partial<Omit<NewUser, 'userAccountID'>> & {
  accountID?: number;
  accountType?: 'user' | 'business' | 'admin';
};

/** People written straight into the database, with their accounts, in one transaction. */
export async function insertPeople(testApp: TestApp, people: PersonFixture[]): Promise<number[]> {
  const userIDs: number[] = [];
  await testApp.app.db.transaction().execute(async (trx) => {
    for (const { accountID: existing, accountType = 'user', ...details } of people) {
      workerSequence += 1;
      const name = `worker_${workerSequence}_${Date.now()}`;
      const accountID =
        existing ??
        (
          await trx
            .insertInto('accounts')
            .values({
              accountName: name,
              accountEmail: `${name}@example.be`,
              accountType,
              oauthClientId: `client_${name}`,
              oauthClientSecretHash: 'x',
              createdAt: '2026-01-01 10:00:00',
            })
            .returning('accountID')
            .executeTakeFirstOrThrow()
        ).accountID;
      const { userID } = await trx
        .insertInto('users')
        .values({
          userAccountID: accountID,
          userUsername: name,
          userFirstName: 'Jana',
          userLastName: `Peeters ${workerSequence}`,
          userEmail: `${name}@example.be`,
          userPasswordHash: 'x',
          avatarVersion: 0,
          registrationComplete: 1,
          createdAt: '2026-01-01 10:00:00',
          ...details,
        })
        .returning('userID')
        .executeTakeFirstOrThrow();
      userIDs.push(userID);
    }
  });
  return userIDs;
}

/** Workers written straight into the database, for tests that need more of them than signing up allows. */
export function insertWorkers(testApp: TestApp, count: number): Promise<number[]> {
  return insertPeople(
    testApp,
    Array.from({ length: count }, () => ({})),
  );
}
