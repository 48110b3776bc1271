import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { useTestApp } from '../../test/build-test-app';
import { jobPayload } from '../../test/job-fixtures';
import { multipart } from '../../test/multipart';
import { bilevelPng } from '../../test/png-bomb';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();

async function signedIn(accountType: 'user' | 'business' = 'business') {
  const registered = await registerPerson(testApp, { accountType });
  return { ...registered, headers: bearer(await loginAs(testApp, registered.person)) };
}

const profile = {
  businessName: 'Café De Loge',
  businessStreet: 'Annonciadenstraat',
  businessNumber: '5',
  businessZipCode: '9000',
  businessCity: 'Gent',
  businessPhone: '+32 9 233 00 00',
  businessWebsite: 'https://deloge.be',
  businessDescription: 'Bruin café met een groot terras.',
};

async function withProfile() {
  const owner = await signedIn();
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: owner.headers,
    payload: profile,
  });
  return { ...owner, business: created.json() };
}

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });

describe('business profile', () => {
  it('creates the own profile with the defaults BE and Café, once', async () => {
    const owner = await signedIn();
    const created = await inject('POST', '/api/businesses', owner.headers, profile);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      businessAccountID: owner.accountID,
      businessCategory: 'Café',
      businessCountry: 'BE',
      businessName: 'Café De Loge',
    });
    expect((await inject('POST', '/api/businesses', owner.headers, profile)).statusCode).toBe(409);
  });

  it('names the missing required fields and writes nothing', async () => {
    const owner = await signedIn();
    const response = await inject('POST', '/api/businesses', owner.headers, {
      ...profile,
      businessStreet: '  ',
      businessCity: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      businessStreet: 'Please complete the required business fields before creating your profile.',
      businessCity: 'Please complete the required business fields before creating your profile.',
    });
    const rows = await testApp.app.db
      .selectFrom('businesses')
      .select('businessID')
      .where('businessAccountID', '=', owner.accountID)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses workers, and another account’s profile', async () => {
    const worker = await signedIn('user');
    const refused = await inject('POST', '/api/businesses', worker.headers, profile);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t('api.businesses.accessDeniedBusinessAccountRequired'));
    const a = await withProfile();
    const b = await withProfile();
    const hijack = await inject('PUT', '/api/businesses', b.headers, {
      ...profile,
      businessAccountID: a.accountID,
      businessName: 'Overgenomen',
    });
    expect(hijack.statusCode).toBe(403);
    const aNow = await inject('GET', `/api/businesses?businessAccountID=${a.accountID}`, a.headers);
    expect(aNow.json().businessName).toBe('Café De Loge');
  });

  it('updates the own profile and keeps the logo when none is sent', async () => {
    const owner = await withProfile();
    await testApp.app.db
      .updateTable('businesses')
      .set({ businessAvatar: '/upload/business/logo.webp' })
      .where('businessID', '=', owner.business.businessID)
      .execute();
    const updated = await inject('PUT', '/api/businesses', owner.headers, {
      ...profile,
      businessCategory: 'Bar',
      businessWebsite: '',
    });
    expect(updated.json()).toMatchObject({
      businessCategory: 'Bar',
      businessWebsite: null,
      businessAvatar: '/upload/business/logo.webp',
    });
    const badSite = await inject('PUT', '/api/businesses', owner.headers, {
      ...profile,
      businessWebsite: 'javascript:alert(1)',
    });
    expect(badSite.statusCode).toBe(400);
  });
});

describe('opening hours', () => {
  it('adds, updates and deletes slots of the own business only', async () => {
    const owner = await withProfile();
    const other = await withProfile();
    const added = await inject('POST', '/api/businesshours', owner.headers, {
      dayOfWeek: 1,
      openTime: '09:00',
      closeTime: '17:00',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ dayOfWeek: 1, openTime: '09:00:00', closeTime: '17:00:00' });
    const second = await inject('POST', '/api/businesshours', owner.headers, {
      dayOfWeek: 1,
      openTime: '18:00:00',
      closeTime: '23:00:00',
    });
    const id = added.json().businessHourID;

    expect(
      (
        await inject('PUT', `/api/businesshours?id=${id}`, other.headers, {
          openTime: '10:00',
          closeTime: '12:00',
        })
      ).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/businesshours?id=${id}`, other.headers)).statusCode).toBe(403);
    const changed = await inject('PUT', `/api/businesshours?id=${id}`, owner.headers, {
      openTime: '10:00',
      closeTime: '16:30',
    });
    expect(changed.json()).toMatchObject({ openTime: '10:00:00', closeTime: '16:30:00' });
    expect(
      (await inject('DELETE', `/api/businesshours?id=${second.json().businessHourID}`, owner.headers))
        .statusCode,
    ).toBe(200);

    const list = await inject(
      'GET',
      `/api/businesshours?businessID=${owner.business.businessID}`,
      owner.headers,
    );
    expect(list.json().data).toEqual([
      expect.objectContaining({ businessHourID: id, dayOfWeek: 1, openTime: '10:00:00' }),
    ]);
  });

  it('refuses bad days and times', async () => {
    const owner = await withProfile();
    expect(
      (
        await inject('POST', '/api/businesshours', owner.headers, {
          dayOfWeek: 8,
          openTime: '09:00',
          closeTime: '17:00',
        })
      ).statusCode,
    ).toBe(400);
    const badTime = await inject('POST', '/api/businesshours', owner.headers, {
      dayOfWeek: 2,
      openTime: '25:00',
      closeTime: '17:00',
    });
    // the field travels in `fields`; the message is a sentence a person reads
    expect(badTime.json()).toMatchObject({
      message: 'Vul een openingsuur in als uu:mm, bijvoorbeeld 09:30.',
      fields: { openTime: 'Vul een openingsuur in als uu:mm, bijvoorbeeld 09:30.' },
    });
    const backwards = await inject('POST', '/api/businesshours', owner.headers, {
      dayOfWeek: 2,
      openTime: '18:00',
      closeTime: '09:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: 'Het sluitingsuur moet na het openingsuur liggen.',
      fields: { closeTime: 'Het sluitingsuur moet na het openingsuur liggen.' },
    });
    const slot = await inject('POST', '/api/businesshours', owner.headers, {
      dayOfWeek: 2,
      openTime: '09:00',
      closeTime: '17:00',
    });
    const reversed = await inject(
      'PUT',
      `/api/businesshours?id=${slot.json().businessHourID}`,
      owner.headers,
      {
        openTime: '17:00',
        closeTime: '17:00',
      },
    );
    expect(reversed.statusCode).toBe(400);
  });
});

describe('logo and cover uploads', () => {
  const pngBytes = (background = '#0f766e') =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = (
    headers: Record<string, string>,
    url: string,
    field: string,
    file: { name: string; type: string; data: Buffer },
  ) => {
    const body = multipart(field, file);
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const served = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('stores a PNG logo re-encoded, serves it, and removes the old one when replaced', async () => {
    const owner = await withProfile();
    const first = await upload(owner.headers, '/api/businessavatar', 'avatar', {
      name: 'logo.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().businessAvatar;
    expect(firstUrl).toMatch(/^\/upload\/business\/[0-9a-f]{32}\.webp$/);
    const image = await served(firstUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const second = await upload(owner.headers, '/api/businessavatar', 'avatar', {
      name: 'logo2.png',
      type: 'image/png',
      data: await pngBytes('#7c2d12'),
    });
    expect((await served(firstUrl)).statusCode).toBe(404);
    expect((await served(second.json().businessAvatar)).statusCode).toBe(200);
    const business = await inject(
      'GET',
      `/api/businesses?businessAccountID=${owner.accountID}`,
      owner.headers,
    );
    expect(business.json().businessAvatar).toBe(second.json().businessAvatar);
  });

  it('serves an image with a long cache life and its ETag, keeps one copy of a picture sent twice, and deletes the images with their account', async () => {
    const owner = await withProfile();
    const logo = { name: 'logo.png', type: 'image/png', data: await pngBytes('#1d4ed8') };
    const first = await upload(owner.headers, '/api/businessavatar', 'avatar', logo);
    const url = first.json().businessAvatar;
    const answer = await served(url);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const sameAgain = await upload(owner.headers, '/api/businessavatar', 'avatar', logo);
    expect(sameAgain.json().businessAvatar).toBe(url);
    expect((await served(url)).statusCode).toBe(200);

    const deleted = await inject('DELETE', `/api/accounts/${owner.accountID}`, owner.headers);
    expect(deleted.statusCode).toBe(204);
    expect((await served(url)).statusCode).toBe(404);
  });

  it('strips metadata from a JPEG cover', async () => {
    const owner = await withProfile();
    const withExif = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#f59e0b' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 51.05,3.72' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(owner.headers, '/api/businesscoverpicture', 'cover', {
      name: 'cover.jpg',
      type: 'image/jpeg',
      data: withExif,
    });
    expect(response.statusCode).toBe(200);
    const stored = (await served(response.json().businessCoverPicture)).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('refuses a renamed text file and an oversize image with clear messages', async () => {
    const owner = await withProfile();
    const renamed = await upload(owner.headers, '/api/businessavatar', 'avatar', {
      name: 'logo.png',
      type: 'image/png',
      data: Buffer.from('just some text, not an image'),
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(t('api.common.thisFileIsNotA'));
    const png = await pngBytes();
    const truncated = await upload(owner.headers, '/api/businessavatar', 'avatar', {
      name: 'broken.png',
      type: 'image/png',
      data: png.subarray(0, 40),
    });
    expect(truncated.statusCode).toBe(415);
    const huge = Buffer.concat([png, Buffer.alloc(3_145_729)]);
    const oversize = await upload(owner.headers, '/api/businessavatar', 'avatar', {
      name: 'big.png',
      type: 'image/png',
      data: huge,
    });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toContain('3 MB');
    const business = await inject(
      'GET',
      `/api/businesses?businessAccountID=${owner.accountID}`,
      owner.headers,
    );
    expect(business.json().businessAvatar).toBeNull();
  });

  it('refuses a 16000×16000 black-and-white PNG from its header, quickly', async () => {
    const owner = await withProfile();
    const bomb = bilevelPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const response = await upload(owner.headers, '/api/businessavatar', 'avatar', {
      name: 'bomb.png',
      type: 'image/png',
      data: bomb,
    });
    // decoding its 256 million pixels would take seconds and a gigabyte; the header is read at once
    // (up to a few hundred milliseconds on a busy CI machine)
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'image_too_large' });
  });

  it("never lets one business point at or remove another account's files", async () => {
    const victim = await withProfile();
    const victimLogo = (
      await upload(victim.headers, '/api/businessavatar', 'avatar', {
        name: 'a.png',
        type: 'image/png',
        data: await pngBytes(),
      })
    ).json().businessAvatar;
    const worker = await signedIn('user');
    const workerAvatar = (
      await upload(worker.headers, '/api/useravatar', 'avatar', {
        name: 'me.png',
        type: 'image/png',
        data: await pngBytes(),
      })
    ).json().userAvatar;
    expect(workerAvatar).toMatch(/^\/upload\/avatars\//);

    const attacker = await withProfile();
    for (const stolen of [
      { businessAvatar: victimLogo },
      { businessCoverImage: workerAvatar },
      { businessAvatar: '/upload/avatars/../business/x.webp' },
    ]) {
      const response = await inject('PUT', '/api/businesses', attacker.headers, { ...profile, ...stolen });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'not_your_file' });
    }
    // replacing the attacker's own images must not reach anyone else's file
    await upload(attacker.headers, '/api/businessavatar', 'avatar', {
      name: 'b.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    await upload(attacker.headers, '/api/businesscoverpicture', 'cover', {
      name: 'c.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    await upload(attacker.headers, '/api/businessavatar', 'avatar', {
      name: 'd.png',
      type: 'image/png',
      data: await pngBytes(),
    });

    for (const url of [victimLogo, workerAvatar]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const attackerProfile = await inject(
      'GET',
      `/api/businesses?businessAccountID=${attacker.accountID}`,
      attacker.headers,
    );
    expect(attackerProfile.json().businessAvatar).not.toBe(victimLogo);
  });

  it("never lets a job's banner or gallery show another account's upload; its own, stock and web images are fine", async () => {
    const victim = await withProfile();
    const victimLogo = (
      await upload(victim.headers, '/api/businessavatar', 'avatar', {
        name: 'a.png',
        type: 'image/png',
        data: await pngBytes(),
      })
    ).json().businessAvatar as string;
    const owner = await withProfile();
    const ownLogo = (
      await upload(owner.headers, '/api/businessavatar', 'avatar', {
        name: 'b.png',
        type: 'image/png',
        data: await pngBytes(),
      })
    ).json().businessAvatar as string;
    const job = jobPayload({ jobTitle: 'Afbeeldingen' });
    for (const stolen of [
      { jobBanner: `http://localhost:3000${victimLogo}` },
      { jobGallery: [victimLogo] },
      { jobGallery: ['/upload/avatars/unknown.webp'] },
    ]) {
      const response = await inject('POST', '/api/jobs', owner.headers, { ...job, ...stolen });
      expect(response.statusCode, JSON.stringify(stolen)).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'not_your_file',
        message: 'Je kan alleen afbeeldingen gebruiken die je zelf opgeladen hebt.',
      });
    }
    const posted = await inject('POST', '/api/jobs', owner.headers, {
      ...job,
      jobBanner: 'https://images.example.org/terras.jpg',
      jobGallery: [ownLogo, '/stock/kitchen.webp'],
    });
    expect(posted.statusCode).toBe(201);
    const edited = await inject('PUT', `/api/jobs?id=${posted.json().jobID}`, owner.headers, {
      ...job,
      jobGallery: [ownLogo, victimLogo],
    });
    expect(edited.statusCode).toBe(403);
  });

  it('creates a profile with a logo uploaded before the profile existed', async () => {
    const owner = await signedIn();
    const logo = (
      await upload(owner.headers, '/api/businessavatar', 'avatar', {
        name: 'a.png',
        type: 'image/png',
        data: await pngBytes(),
      })
    ).json().businessAvatar;
    const created = await inject('POST', '/api/businesses', owner.headers, {
      ...profile,
      businessAvatar: logo,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().businessAvatar).toBe(logo);
  });

  it('limits uploads per account, whatever address they come from', async () => {
    const owner = await withProfile();
    const statuses: number[] = [];
    for (let upload = 0; upload <= RATE_LIMITS.upload.max; upload += 1) {
      const body = multipart('avatar', { name: 'a.png', type: 'image/png', data: await pngBytes() });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/businessavatar',
        remoteAddress: `10.99.0.${upload + 1}`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await withProfile();
    const body = multipart('avatar', { name: 'a.png', type: 'image/png', data: await pngBytes() });
    const fresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/businessavatar',
      headers: { ...other.headers, ...body.headers },
      payload: body.payload,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses workers', async () => {
    const worker = await signedIn('user');
    const response = await upload(worker.headers, '/api/businessavatar', 'avatar', {
      name: 'logo.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    expect(response.statusCode).toBe(403);
  });
});
