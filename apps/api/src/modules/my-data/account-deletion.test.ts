import { ACCOUNT_DELETION_GRACE_DAYS } from '@jobbel/shared/my-data/my-data.constants';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { accept, applyTo } from '../../test/engagement-fixtures';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { KEPT_ACCOUNT_COLUMNS, KEPT_ROWS_TABLES, KEPT_USER_COLUMNS } from './account-deletion.repository';
import { deleteDueAccounts } from './account-deletion-pass';

const testApp = useTestApp();
const DAY_MS = 86_400_000;
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const ask = (who: SignedIn, password = who.person.password) =>
  send(testApp, 'POST', '/api/mydata/deletion', who, { password });
const me = async (who: SignedIn) => (await send(testApp, 'GET', '/api/me', who)).json();
const profileSeenBy = (who: { headers: Record<string, string> }, userID: number) =>
  send(testApp, 'GET', `/api/users?id=${userID}`, who);

/** A worker with a booked shift ahead (with a message and rating), an open application, skills and an alert. */
async function workerWithHistory() {
  const worker = await signedInWorker(testApp);
  const [booked, open] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle: `Geboekt ${worker.userID}`,
      jobStartDateTime: hoursFromNow(72),
      jobEndDateTime: hoursFromNow(78),
    },
    {
      jobTitle: `Open ${worker.userID}`,
      jobStartDateTime: hoursFromNow(96),
      jobEndDateTime: hoursFromNow(100),
    },
  ]);
  const bookedID = await applyTo(testApp, worker, booked!.jobID);
  expect((await accept(testApp, business, bookedID)).statusCode).toBe(200);
  const openID = await applyTo(testApp, worker, open!.jobID);
  await send(testApp, 'POST', `/api/messages?applicationID=${bookedID}`, business, {
    messageText: 'Welkom!',
  });
  const written = await send(testApp, 'POST', `/api/messages?applicationID=${bookedID}`, worker, {
    messageText: 'Tot zaterdag!',
  });
  expect(written.statusCode, written.body).toBe(200);
  await send(testApp, 'POST', '/api/userskills', worker, { userSkillName: 'Barista' });
  return { worker, bookedID, openID, bookedJobID: booked!.jobID };
}

async function personalRowsLeft(userID: number) {
  const db = testApp.app.db;
  const tables = await db.introspection.getTables();
  const left: string[] = [];
  for (const table of tables) {
    if (table.name in KEPT_ROWS_TABLES) continue;
    for (const column of table.columns.filter((one) => /userid$/i.test(one.name))) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table.name)} where ${sql.ref(column.name)} = ${userID}`.execute(
        db,
      );
      if (Number(rows[0]!.n) > 0) left.push(`${table.name}.${column.name}`);
    }
  }
  return left;
}

describe('deleting my account', () => {
  it('asks the password, hides the profile, withdraws open applications and tells the business; cancelling restores', async () => {
    const { worker, bookedID, openID } = await workerWithHistory();
    expect((await ask(worker, 'Verkeerd2026wachtwoord')).json().error).toBe('wrong_password');
    const asked = await ask(worker);
    expect(asked.statusCode, asked.body).toBe(200);
    const due = Date.parse(`${asked.json().deletionDueDateTime.replace(' ', 'T')}Z`);
    expect(Math.round((due - Date.now()) / DAY_MS)).toBe(ACCOUNT_DELETION_GRACE_DAYS);
    expect((await me(worker)).deletionDueDateTime).toBe(asked.json().deletionDueDateTime);
    expect((await ask(worker)).statusCode).toBe(409);

    const stranger = await signedInWorker(testApp);
    expect((await profileSeenBy(stranger, worker.userID)).statusCode).toBe(404);
    const statuses = await testApp.app.db
      .selectFrom('job_applications')
      .select(['jobApplicationID', 'jobApplicationStatus'])
      .where('jobApplicationID', 'in', [bookedID, openID])
      .orderBy('jobApplicationID')
      .execute();
    expect(statuses.map((row) => row.jobApplicationStatus)).toEqual(['accepted', 'withdrawn']);
    const notices = JSON.stringify((await send(testApp, 'GET', '/api/notifications', business)).json());
    expect(notices).toContain('verwijdert het account');

    const cancelled = await send(testApp, 'DELETE', '/api/mydata/deletion', worker);
    expect(cancelled.json()).toEqual({ deletionDueDateTime: null });
    expect((await me(worker)).deletionDueDateTime).toBeNull();
    expect((await profileSeenBy(stranger, worker.userID)).statusCode).toBe(200);
    expect((await send(testApp, 'DELETE', '/api/mydata/deletion', worker)).statusCode).toBe(409);
  });

  it('after 30 days erases every personal column and row, keeps the booked engagement for the employer, and frees the email', async () => {
    const { worker, bookedID, bookedJobID } = await workerWithHistory();
    await ask(worker);
    const before = await testApp.app.db
      .selectFrom('users')
      .selectAll()
      .where('userID', '=', worker.userID)
      .executeTakeFirstOrThrow();
    const account = await testApp.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('accountID', '=', worker.accountID)
      .executeTakeFirstOrThrow();
    // a day early nothing happens
    await deleteDueAccounts(
      testApp.app.db,
      new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS - 1) * DAY_MS),
    );
    expect((await me(worker)).user.userFirstName).toBe('Lies');
    await deleteDueAccounts(
      testApp.app.db,
      new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY_MS),
    );

    const after = await testApp.app.db
      .selectFrom('users')
      .selectAll()
      .where('userID', '=', worker.userID)
      .executeTakeFirstOrThrow();
    const unchanged = Object.keys(after).filter(
      (column) =>
        !(column in KEPT_USER_COLUMNS) &&
        after[column as keyof typeof after] === before[column as keyof typeof before] &&
        before[column as keyof typeof before] !== null &&
        before[column as keyof typeof before] !== '[]',
    );
    expect(unchanged).toEqual([]);
    expect(after).toMatchObject({ userFirstName: 'Verwijderde', userLastName: 'gebruiker', userBio: null });
    // the employer keeps her number with the engagement, encrypted
    expect(after.userNationalRegisterNumberEncrypted).toBe(before.userNationalRegisterNumberEncrypted);
    const erasedAccount = await testApp.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('accountID', '=', worker.accountID)
      .executeTakeFirstOrThrow();
    const accountUnchanged = Object.keys(erasedAccount).filter(
      (column) =>
        !(column in KEPT_ACCOUNT_COLUMNS) &&
        erasedAccount[column as keyof typeof erasedAccount] === account[column as keyof typeof account],
    );
    expect(accountUnchanged).toEqual([]);
    expect(await personalRowsLeft(worker.userID)).toEqual([]);

    const messages = await testApp.app.db
      .selectFrom('messages')
      .select(['messageBy', 'messageText'])
      .where('messageApplicationID', '=', bookedID)
      .orderBy('messageID')
      .execute();
    expect(messages).toEqual([
      { messageBy: 'business', messageText: 'Welkom!' },
      { messageBy: 'worker', messageText: '' },
    ]);
    const kept = await send(testApp, 'GET', `/api/jobapplications?jobID=${bookedJobID}`, business);
    expect(JSON.stringify(kept.json())).toContain('"jobApplicationStatus":"accepted"');
    expect(JSON.stringify(kept.json())).toContain('Verwijderde');
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: worker.person.email, password: worker.person.password },
    });
    expect(signIn.statusCode).toBe(401);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: {
        accountName: `again_${worker.accountID}`,
        accountEmail: worker.person.email,
        accountType: 'user',
      },
    });
    expect(again.statusCode).toBe(201);

    // five years after the engagement the rest goes; the account's sign-in cannot open it meanwhile
    await deleteDueAccounts(testApp.app.db, new Date(Date.now() + 6 * 366 * DAY_MS));
    const gone = await testApp.app.db
      .selectFrom('users')
      .select('userID')
      .where('userID', '=', worker.userID)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('closes a leaving business’s open jobs and tells who was waiting on them', async () => {
    const leaving = await signedInBusiness(testApp);
    const [job] = await insertJobs(testApp, leaving.businessID, [
      {
        jobTitle: `Sluit ${leaving.businessID}`,
        jobStartDateTime: hoursFromNow(50),
        jobEndDateTime: hoursFromNow(55),
      },
    ]);
    const applicant = await signedInWorker(testApp);
    const applicationID = await applyTo(testApp, applicant, job!.jobID);
    const asked = await send(testApp, 'POST', '/api/mydata/deletion', leaving, {
      password: leaving.person.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const closed = await testApp.app.db
      .selectFrom('jobs')
      .select('jobStatus')
      .where('jobID', '=', job!.jobID)
      .executeTakeFirstOrThrow();
    expect(closed.jobStatus).toBe('expired');
    const application = await testApp.app.db
      .selectFrom('job_applications')
      .select('jobApplicationStatus')
      .where('jobApplicationID', '=', applicationID)
      .executeTakeFirstOrThrow();
    expect(application.jobApplicationStatus).toBe('cancelled');
    const notices = JSON.stringify((await send(testApp, 'GET', '/api/notifications', applicant)).json());
    expect(notices).toContain(`sluit de job`);
  });
});
