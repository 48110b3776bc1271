import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { multipart } from '../../test/multipart';
import { bearer, loginAs, registerAdmin, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();

async function signedIn(accountType: 'user' | 'business' = 'user') {
  const registered = await registerPerson(testApp, { accountType });
  return { ...registered, headers: bearer(await loginAs(testApp, registered.person)) };
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });

describe('skills', () => {
  it('adds, renames and removes own skills; refuses case-insensitive duplicates', async () => {
    const user = await signedIn();
    const added = await send('POST', '/api/userskills', user.headers, {
      userSkillUserID: user.userID,
      userSkillName: 'Barista',
      userSkillLevel: 'Expert',
    });
    expect(added.statusCode).toBe(201);
    const duplicate = await send('POST', '/api/userskills', user.headers, {
      userSkillUserID: user.userID,
      userSkillName: 'barista',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(t('api.skills.thisSkillIsAlreadyAdded'));
    const id = added.json().userSkillID;
    expect(
      (await send('PUT', `/api/userskills/${id}`, user.headers, { userSkillName: 'Latte art' })).json()
        .userSkillName,
    ).toBe('Latte art');
    const list = await send('GET', `/api/userskills?userID=${user.userID}`, user.headers);
    expect(list.json()).toMatchObject({ count: 1, data: [{ userSkillName: 'Latte art' }] });
    expect((await send('DELETE', `/api/userskills/${id}`, user.headers)).statusCode).toBe(200);
  });

  it('keeps one skill of a name when the same name arrives in parallel or by renaming', async () => {
    const user = await signedIn();
    const answers = await Promise.all(
      ['Bartender', 'bartender', 'BARTENDER', 'Bartender'].map((name) =>
        send('POST', '/api/userskills', user.headers, { userSkillUserID: user.userID, userSkillName: name }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const other = await send('POST', '/api/userskills', user.headers, {
      userSkillUserID: user.userID,
      userSkillName: 'Kok',
    });
    const renamed = await send('PUT', `/api/userskills/${other.json().userSkillID}`, user.headers, {
      userSkillName: 'bartender',
    });
    expect(renamed.statusCode).toBe(409);
    const list = await send('GET', `/api/userskills?userID=${user.userID}`, user.headers);
    expect(list.json().count).toBe(2);
  });

  it("does not let user A change B's skills", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const bSkill = (
      await send('POST', '/api/userskills', b.headers, { userSkillUserID: b.userID, userSkillName: 'Kok' })
    ).json();
    expect(
      (await send('POST', '/api/userskills', a.headers, { userSkillUserID: b.userID, userSkillName: 'Spam' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/userskills/${bSkill.userSkillID}`, a.headers, { userSkillName: 'Gekaapt' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/userskills/${bSkill.userSkillID}`, a.headers)).statusCode).toBe(403);
    expect(
      (await send('GET', `/api/userskills?userID=${b.userID}`, a.headers)).json().data[0].userSkillName,
    ).toBe('Kok');
  });
});

describe('work experience', () => {
  const entry = (userID: number, extra: object = {}) => ({
    workExperienceUserID: userID,
    workExperienceCompany: 'Café Labiekke',
    workExperienceFunction: 'Barman',
    workExperienceStartDate: '2022-03-01',
    workExperienceEndDate: '2023-06-30',
    ...extra,
  });

  it('keeps current jobs without an end and refuses an end before the start', async () => {
    const user = await signedIn();
    const current = await send(
      'POST',
      '/api/workexperiences',
      user.headers,
      entry(user.userID, { workExperienceEndDate: null }),
    );
    expect(current.json().workExperienceEndDate).toBeNull();
    const backwards = await send(
      'POST',
      '/api/workexperiences',
      user.headers,
      entry(user.userID, { workExperienceEndDate: '2021-01-01' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('End date must be after start date');
    await send('POST', '/api/workexperiences', user.headers, entry(user.userID));
    const list = await send('GET', `/api/workexperiences?userID=${user.userID}&limit=1`, user.headers);
    expect(list.json()).toMatchObject({ count: 1, total: 2 });
  });

  it("does not let user A change B's experience", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const bEntry = (await send('POST', '/api/workexperiences', b.headers, entry(b.userID))).json();
    expect((await send('POST', '/api/workexperiences', a.headers, entry(b.userID))).statusCode).toBe(403);
    expect(
      (
        await send(
          'PUT',
          `/api/workexperiences?workExperienceID=${bEntry.workExperienceID}`,
          a.headers,
          entry(a.userID),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/workexperiences/${bEntry.workExperienceID}`, a.headers)).statusCode,
    ).toBe(403);
  });
});

describe('avatar', () => {
  const avatarUpload = async (headers: Record<string, string>, userID: number, picture?: Buffer) => {
    const image =
      picture ??
      (await sharp({ create: { width: 20, height: 20, channels: 3, background: '#14b8a6' } })
        .png()
        .toBuffer());
    const body = multipart(
      'avatar',
      { name: 'me.png', type: 'image/png', data: image },
      { userID: String(userID) },
    );
    return testApp.app.inject({
      method: 'POST',
      url: '/api/useravatar',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores the own avatar and raises avatarVersion', async () => {
    const user = await signedIn();
    const first = await avatarUpload(user.headers, user.userID);
    expect(first.json()).toMatchObject({
      avatarVersion: 1,
      userAvatar: expect.stringMatching(/^\/upload\/avatars\//),
    });
    const second = await avatarUpload(user.headers, user.userID);
    expect(second.json().avatarVersion).toBe(2);
    const me = await send('GET', '/api/me', user.headers);
    expect(me.json().user).toMatchObject({ userAvatar: second.json().userAvatar, avatarVersion: 2 });
  });

  it('gives each user their own file when an administrator uploads the same picture for two', async () => {
    const admin = await registerAdmin(testApp);
    const adminHeaders = bearer(await loginAs(testApp, admin.person));
    const a = await signedIn();
    const b = await signedIn();
    const forA = (await avatarUpload(adminHeaders, a.userID)).json().userAvatar;
    const forB = (await avatarUpload(adminHeaders, b.userID)).json().userAvatar;
    expect(forA).not.toBe(forB);
    // A replaces the picture with the same one, then with another: B's stays served
    expect((await avatarUpload(a.headers, a.userID)).json().userAvatar).toBe(forA);
    const other = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#14532d' } })
      .png()
      .toBuffer();
    await avatarUpload(a.headers, a.userID, other);
    expect((await testApp.app.inject({ method: 'GET', url: forA })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: forB })).statusCode).toBe(200);
  });

  it("does not let user A replace B's avatar", async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect((await avatarUpload(a.headers, b.userID)).statusCode).toBe(403);
    expect((await send('GET', `/api/users?id=${b.userID}`, b.headers)).json().userAvatar).toBeNull();
  });
});

describe('settings and visibility (docs/decisions/sample-data-screens.md)', () => {
  it('answers the defaults, saves the own choices, and hides email and phone as chosen', async () => {
    const owner = await signedIn();
    const viewer = await signedIn();
    const defaults = await send('GET', '/api/usersettings', owner.headers);
    expect(defaults.json()).toEqual({
      notifications: { email: true, app: true, jobAlerts: true, messages: true },
      privacy: { profilePublic: true, showEmail: false, showPhone: true },
    });
    let seen = (await send('GET', `/api/users?id=${owner.userID}`, viewer.headers)).json();
    expect(seen).toMatchObject({ userEmail: null, userPhoneNumber: '+32 470 11 22 33' });

    const saved = await send('PUT', '/api/usersettings', owner.headers, {
      notifications: { email: false, app: true, jobAlerts: false, messages: true },
      privacy: { profilePublic: true, showEmail: true, showPhone: false },
    });
    expect(saved.json().privacy.showEmail).toBe(true);
    seen = (await send('GET', `/api/users?id=${owner.userID}`, viewer.headers)).json();
    expect(seen).toMatchObject({ userEmail: owner.person.email, userPhoneNumber: null });
    expect(seen.userStats).toEqual({
      completedJobs: 0,
      totalHours: 0,
      averageRating: null,
      ratingCount: 0,
      reliability: null,
      reliabilityCounts: { completed: 0, lateCancellations: 0, noShows: 0 },
    });
    expect(seen).not.toHaveProperty('userNationalRegisterNumber');
    expect(seen).not.toHaveProperty('userDateOfBirth');
    const own = (await send('GET', `/api/users?id=${owner.userID}`, owner.headers)).json();
    expect(own).toMatchObject({
      userPhoneNumber: '+32 470 11 22 33',
      userNationalRegisterNumber: '98.04.12-***.**',
    });
  });

  it('marks onboarding complete with the chosen interests', async () => {
    const user = await signedIn();
    const updated = await send('PUT', `/api/users?id=${user.userID}`, user.headers, {
      userFirstName: 'Lies',
      registrationComplete: true,
      userInterests: ['work', 'creativity'],
    });
    expect(updated.json()).toMatchObject({
      registrationComplete: true,
      userInterests: ['work', 'creativity'],
    });
    expect((await send('GET', '/api/me', user.headers)).json().registrationComplete).toBe(true);
    const unknown = await send('PUT', `/api/users?id=${user.userID}`, user.headers, {
      userInterests: ['gaming'],
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('a hidden profile (profilePublic off)', () => {
  it('is shown to its owner, admins and businesses it applied to; to others it does not exist', async () => {
    const owner = await signedIn();
    const otherWorker = await signedIn();
    const [employer, stranger] = [await signedIn('business'), await signedIn('business')];
    const { businessID } = await insertBusiness(testApp, 'Zaak van de werkgever');
    await testApp.app.db
      .updateTable('businesses')
      .set({ businessAccountID: employer.accountID })
      .where('businessID', '=', businessID)
      .execute();
    const [job] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Ober', jobStartDateTime: '2030-09-01 18:00:00', jobEndDateTime: '2030-09-01 23:00:00' },
    ]);
    await send('POST', '/api/userskills', owner.headers, {
      userSkillUserID: owner.userID,
      userSkillName: 'Barista',
    });
    await send('POST', '/api/jobapplications', owner.headers, {
      jobApplicationJobID: job!.jobID,
      jobApplicationUserID: owner.userID,
    });
    await send('PUT', '/api/usersettings', owner.headers, {
      notifications: { email: true, app: true, jobAlerts: true, messages: true },
      privacy: { profilePublic: false, showEmail: false, showPhone: true },
    });
    const admin = await registerAdmin(testApp);
    const adminHeaders = bearer(await loginAs(testApp, admin.person));

    const paths = [
      `/api/users?id=${owner.userID}`,
      `/api/userskills?userID=${owner.userID}`,
      `/api/workexperiences?userID=${owner.userID}`,
    ];
    for (const path of paths) {
      for (const viewer of [owner.headers, employer.headers, adminHeaders])
        expect((await send('GET', path, viewer)).statusCode, path).toBe(200);
      for (const viewer of [otherWorker.headers, stranger.headers]) {
        const hidden = await send('GET', path, viewer);
        expect(hidden.statusCode, path).toBe(404);
        expect(hidden.json().message).toBe(t('api.auth.userNotFound'));
      }
    }
  });

  it('refuses an admin applying for a job, as it does a business', async () => {
    const admin = await registerAdmin(testApp);
    const headers = bearer(await loginAs(testApp, admin.person));
    const { businessID } = await insertBusiness(testApp, 'Zaak voor de admin');
    const [job] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Kok', jobStartDateTime: '2030-09-02 18:00:00', jobEndDateTime: '2030-09-02 23:00:00' },
    ]);
    const refused = await send('POST', '/api/jobapplications', headers, {
      jobApplicationJobID: job!.jobID,
      jobApplicationUserID: admin.userID,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'only_workers_apply' });
  });
});

describe('saving settings from two tabs', () => {
  it('merges what each save changed, so an older tab never undoes the other', async () => {
    const owner = await signedIn();
    // tab A turns mail off; tab B, opened before, hides the phone number
    await send('PUT', '/api/usersettings', owner.headers, { notifications: { email: false } });
    const saved = await send('PUT', '/api/usersettings', owner.headers, { privacy: { showPhone: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      notifications: { email: false, app: true, jobAlerts: true, messages: true },
      privacy: { profilePublic: true, showEmail: false, showPhone: false },
    });
    const refused = await send('PUT', '/api/usersettings', owner.headers, { privacy: { showPhone: 'nee' } });
    expect(refused.statusCode).toBe(400);
  });
});
