import { TEAM_PAGE_SIZE } from '@jobbel/shared/team/team.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { insertWorkers } from '../../test/worker-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

async function openJob(owner = business, places = 1) {
  const [job] = await insertJobs(testApp, owner.businessID, [
    {
      jobTitle: `Ober ${Math.random().toString(36).slice(2, 7)}`,
      jobStartDateTime: hoursFromNow(72),
      jobEndDateTime: hoursFromNow(78),
      jobPlaces: places,
    },
  ]);
  return job!.jobID;
}

async function applicantOf(jobID: number) {
  const worker = await signedInWorker(testApp);
  await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
  return worker;
}

const addToTeam = (who: { headers: Record<string, string> }, worker: SignedIn) =>
  send(testApp, 'POST', '/api/team', who, { userID: worker.userID });
const invite = (who: { headers: Record<string, string> }, jobID: number, userIDs: number[]) =>
  send(testApp, 'POST', '/api/team/invitations', who, { jobID, userIDs });
const invitationOf = async (worker: SignedIn, jobID: number) =>
  (await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker))
    .json()
    .data.find((application: { jobID: number }) => application.jobID === jobID);

describe('Mijn team', () => {
  it('takes workers who applied to the business, once, with their record; not strangers, not by workers', async () => {
    const jobID = await openJob();
    const worker = await applicantOf(jobID);
    const other = await applicantOf(jobID);
    const inTeamAmongApplicants = async () =>
      Object.fromEntries(
        (await send(testApp, 'GET', `/api/jobapplications?jobID=${jobID}`, business))
          .json()
          .data.map((row: { applicant: { userID: number; applicantInTeam: boolean } }) => [
            row.applicant.userID,
            row.applicant.applicantInTeam,
          ]),
      );
    expect(await inTeamAmongApplicants()).toEqual({ [worker.userID]: false, [other.userID]: false });
    const stranger = await signedInWorker(testApp);
    expect((await addToTeam(business, stranger)).statusCode).toBe(403);
    expect((await addToTeam(worker, worker)).statusCode).toBe(403);
    const rival = await signedInBusiness(testApp);
    expect((await addToTeam(rival, worker)).statusCode).toBe(403);

    expect((await addToTeam(business, worker)).json()).toEqual({ userID: worker.userID, inTeam: true });
    expect((await addToTeam(business, worker)).statusCode).toBe(200);
    expect(await inTeamAmongApplicants()).toEqual({ [worker.userID]: true, [other.userID]: false });
    const team = (await send(testApp, 'GET', '/api/team', business)).json();
    expect(team.data.filter((member: { userID: number }) => member.userID === worker.userID)).toHaveLength(1);
    expect(team.data[0]).toMatchObject({
      userID: worker.userID,
      userFirstName: 'Lies',
      record: { completedJobs: 0 },
    });
    expect((await send(testApp, 'GET', '/api/team', rival)).json()).toMatchObject({ count: 0, total: 0 });
    expect((await send(testApp, 'GET', '/api/team', worker)).statusCode).toBe(403);

    const removed = await send(testApp, 'DELETE', `/api/team?userID=${worker.userID}`, business);
    expect(removed.json()).toEqual({ userID: worker.userID, inTeam: false });
    expect(await inTeamAmongApplicants()).toEqual({ [worker.userID]: false, [other.userID]: false });
    const after = (await send(testApp, 'GET', '/api/team', business)).json();
    expect(after.data.some((member: { userID: number }) => member.userID === worker.userID)).toBe(false);
  });

  it('is read a page at a time, newest first, without losing members added in the same second', async () => {
    const owner = await signedInBusiness(testApp);
    const members = await insertWorkers(testApp, TEAM_PAGE_SIZE + 3);
    // the first four were added in the same second, and the first page ends among them
    const addedAt = (index: number) =>
      `2026-11-${String(1 + Math.max(index - 3, 0)).padStart(2, '0')} 10:00:00`;
    await testApp.app.db
      .insertInto('team_members')
      .values(
        members.map((userID, index) => ({
          teamMemberBusinessID: owner.businessID,
          teamMemberUserID: userID,
          teamMemberAddedDateTime: addedAt(index),
        })),
      )
      .execute();

    const first = (await send(testApp, 'GET', '/api/team', owner)).json();
    expect(first).toMatchObject({ count: TEAM_PAGE_SIZE, total: TEAM_PAGE_SIZE + 3 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await send(testApp, 'GET', `/api/team?after=${encodeURIComponent(first.nextCursor)}`, owner)
    ).json();
    expect(second).toMatchObject({ count: 3, total: TEAM_PAGE_SIZE + 3, nextCursor: null });

    const shown = [...first.data, ...second.data].map((member: { userID: number }) => member.userID);
    const newestFirst = members
      .map((userID, index) => ({ userID, added: addedAt(index) }))
      .sort((a, b) => b.added.localeCompare(a.added) || b.userID - a.userID)
      .map((member) => member.userID);
    expect(shown).toEqual(newestFirst);
    expect(second.data[0].record).toMatchObject({ completedJobs: 0 });

    for (const wrong of ['gisteren', '2026-11-01 10:00:00~2147483648'])
      expect(
        (await send(testApp, 'GET', `/api/team?after=${encodeURIComponent(wrong)}`, owner)).statusCode,
      ).toBe(400);
  });

  it('are invited to a new job by mail and accept in one step, taking the place', async () => {
    const worker = await applicantOf(await openJob());
    await addToTeam(business, worker);
    const nextJob = await openJob();
    const result = await invite(business, nextJob, [worker.userID]);
    expect(result.json()).toEqual({ invited: [worker.userID], skipped: [] });
    expect(await invitationOf(worker, nextJob)).toMatchObject({
      jobApplicationStatus: 'invited',
      jobApplicationChangedBy: 'business',
    });
    const mail = (await testApp.deliveredMails()).filter((sent) => sent.to === worker.person.email).at(-1)!;
    expect(mail.subject).toMatch(/nodigt je uit/);

    const again = await invite(business, nextJob, [worker.userID]);
    expect(again.json()).toEqual({ invited: [], skipped: [worker.userID] });

    const { jobApplicationID } = await invitationOf(worker, nextJob);
    const accepted = await send(
      testApp,
      'POST',
      `/api/jobapplications/invitation?id=${jobApplicationID}`,
      worker,
      { accept: true },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ jobApplicationStatus: 'accepted' });
    const job = await testApp.app.db
      .selectFrom('jobs')
      .select(['jobStatus', 'jobAcceptedCount'])
      .where('jobID', '=', nextJob)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ jobStatus: 'filled', jobAcceptedCount: 1 });
    // the business hears that its invitation was taken
    const told = (await testApp.deliveredMails()).filter((sent) => sent.to === business.person.email).at(-1);
    expect(told?.subject).toMatch(/^Lies komt werken: Ober /);
    expect(
      (
        await send(testApp, 'POST', `/api/jobapplications/invitation?id=${jobApplicationID}`, worker, {
          accept: false,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('invitations go only to team members, for the business’s own open jobs; declining withdraws', async () => {
    const member = await applicantOf(await openJob());
    await addToTeam(business, member);
    const outsider = await signedInWorker(testApp);
    const nextJob = await openJob();
    expect((await invite(business, nextJob, [member.userID, outsider.userID])).statusCode).toBe(403);
    const rival = await signedInBusiness(testApp);
    expect((await invite(business, await openJob(rival), [member.userID])).statusCode).toBe(403);
    expect((await invite(business, nextJob, [])).statusCode).toBe(400);

    await invite(business, nextJob, [member.userID]);
    const { jobApplicationID } = await invitationOf(member, nextJob);
    expect(
      (
        await send(testApp, 'POST', `/api/jobapplications/invitation?id=${jobApplicationID}`, outsider, {
          accept: true,
        })
      ).statusCode,
    ).toBe(403);
    const declined = await send(
      testApp,
      'POST',
      `/api/jobapplications/invitation?id=${jobApplicationID}`,
      member,
      { accept: false },
    );
    expect(declined.json()).toMatchObject({
      jobApplicationStatus: 'withdrawn',
      jobApplicationChangedBy: 'worker',
    });
    const told = (await testApp.deliveredMails()).filter((sent) => sent.to === business.person.email).at(-1);
    expect(told?.subject).toMatch(/^Lies kan niet voor Ober /);
  });

  it('two invited workers accepting the last place at once: exactly one gets it', async () => {
    const [first, second] = [await applicantOf(await openJob()), await applicantOf(await openJob())];
    await addToTeam(business, first);
    await addToTeam(business, second);
    const nextJob = await openJob(business, 1);
    await invite(business, nextJob, [first.userID, second.userID]);
    const ids = [
      (await invitationOf(first, nextJob)).jobApplicationID,
      (await invitationOf(second, nextJob)).jobApplicationID,
    ];
    const answers = await Promise.all([
      send(testApp, 'POST', `/api/jobapplications/invitation?id=${ids[0]}`, first, { accept: true }),
      send(testApp, 'POST', `/api/jobapplications/invitation?id=${ids[1]}`, second, { accept: true }),
    ]);
    // the loser finds the place taken (409) or the job already filled (410)
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(200);
    expect([409, 410]).toContain(lost);
    expect((await invitationOf(first, nextJob)).jobApplicationStatus === 'accepted').not.toBe(
      (await invitationOf(second, nextJob)).jobApplicationStatus === 'accepted',
    );
  });
});
