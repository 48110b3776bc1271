import type { TestApp } from './build-test-app';

let workerSequence = 0;

/** Workers written straight into the database, for tests that need more of them than signing up allows. */
export async function insertWorkers(testApp: TestApp, count: number): Promise<number[]> {
  const userIDs: number[] = [];
  await testApp.app.db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index += 1) {
      workerSequence += 1;
      const name = `worker_${workerSequence}_${Date.now()}`;
      const { accountID } = await trx
        .insertInto('accounts')
        .values({
          accountName: name,
          accountEmail: `${name}@example.be`,
          accountType: 'user',
          oauthClientId: `client_${name}`,
          oauthClientSecretHash: 'x',
          createdAt: '2026-01-01 10:00:00',
        })
        .returning('accountID')
        .executeTakeFirstOrThrow();
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
        })
        .returning('userID')
        .executeTakeFirstOrThrow();
      userIDs.push(userID);
    }
  });
  return userIDs;
}
