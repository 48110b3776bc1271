import { beforeAll, describe, expect, it } from 'vitest';
import { toBrusselsDateTime } from '../../lib/clock';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();
let headers: Record<string, string>;

beforeAll(async () => {
  headers = bearer(await loginAs(testApp, (await registerPerson(testApp)).person));
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const names = (body: { data: { name: string }[] }) => body.data.map((place) => place.name);

describe('GET /api/places', () => {
  it('suggests Belgian towns by prefix, accents and case aside, largest first', async () => {
    const gen = await get('/api/places?q=gen');
    expect(gen.status).toBe(200);
    expect(names(gen.body)[0]).toBe('Gent');
    expect(names(gen.body)).toContain('Genk');
    expect(gen.body.data[0]).toMatchObject({
      latitude: expect.closeTo(51.05, 1),
      longitude: expect.closeTo(3.72, 1),
    });
    expect(gen.headers['cache-control']).toBe('public, max-age=86400');
    expect(names((await get('/api/places?q=SINT')).body)).toEqual(
      expect.arrayContaining(['Sint-Niklaas', 'Sint-Truiden']),
    );
    // a Dutch reader: Liège is Luik to her
    expect(names((await get('/api/places?q=liege')).body)[0]).toBe('Luik');
    expect(names((await get('/api/places?q=niklaas')).body)).toEqual(['Sint-Niklaas']);
    expect(names((await get('/api/places?q=brussel')).body)[0]).toBe('Brussel');
    // the town of that very name before larger ones that start with it
    expect(names((await get('/api/places?q=as')).body).slice(0, 2)).toEqual(['As', 'Asse']);
    expect((await get('/api/places?q=qqqq')).body).toMatchObject({ data: [], count: 0 });
  });

  it('finds a town by its name in any language and names it as the reader does', async () => {
    const first = async (q: string, language: string) =>
      names(
        (
          await testApp.app.inject({
            method: 'GET',
            url: `/api/places?q=${q}`,
            headers: { 'accept-language': language },
          })
        ).json(),
      )[0];
    // a visitor without a token reads by Accept-Language
    expect(await first('gand', 'fr-BE')).toBe('Gand');
    expect(await first('gand', 'nl-BE')).toBe('Gent');
    expect(await first('anvers', 'nl-BE')).toBe('Antwerpen');
    expect(await first('antwerpen', 'fr-BE')).toBe('Anvers');
    expect(await first('luik', 'fr-BE')).toBe('Liège');
    expect(await first('liege', 'nl-BE')).toBe('Luik');
    expect(await first('bruxelles', 'nl-BE')).toBe('Brussel');
    expect(await first('brussel', 'fr-BE')).toBe('Bruxelles');
    expect(await first('brussels', 'en')).toBe('Brussels');
    expect(await first('ghent', 'en')).toBe('Ghent');
  });

  it('searches jobs around a town named in any language', async () => {
    const { businessID } = await insertBusiness(testApp, 'Zaak in Gent');
    const title = `Gand ${Math.random().toString(36).slice(2, 7)}`;
    await insertJobs(testApp, businessID, [
      {
        jobTitle: title,
        jobLocation: 'Gent',
        jobStartDateTime: toBrusselsDateTime(new Date(Date.now() + 5 * 86_400_000)),
      },
    ]);
    for (const town of ['Gand', 'Ghent', 'Gent']) {
      const found = await get(`/api/jobs?jobLocation=${town}&radiusKm=5&search=${encodeURIComponent(title)}`);
      expect(found.status, town).toBe(200);
      expect(
        found.body.data.map((job: { jobTitle: string }) => job.jobTitle),
        town,
      ).toEqual([title]);
    }
  });

  it('refuses an empty or overlong query', async () => {
    for (const query of ['', 'q=', `q=${'a'.repeat(61)}`]) {
      const { status, body } = await get(`/api/places?${query}`);
      expect(status).toBe(400);
      expect(Object.keys(body.fields)).toEqual(['q']);
    }
  });
});

describe('jobs within a radius', () => {
  const start = toBrusselsDateTime(new Date(Date.now() + 5 * 86_400_000));

  beforeAll(async () => {
    const { businessID } = await insertBusiness(testApp, 'Straal Test');
    await insertJobs(
      testApp,
      businessID,
      ['Gent', 'Ledeberg', 'Melle', 'Brugge', 'Nergenshuizen'].map((town) => ({
        jobTitle: `Straaljob ${town}`,
        jobLocation: town,
        jobStartDateTime: start,
      })),
    );
  });

  const around = async (query: string) => {
    const { body } = await get(`/api/jobs?search=straaljob&order=jobLocation&${query}`);
    return body.data.map((job: { jobLocation: string; jobDistanceKm: number }) => [
      job.jobLocation,
      job.jobDistanceKm,
    ]);
  };

  it('finds a job 8 km away at 10 km and not at 5 km, each with its distance', async () => {
    expect(await around('radiusKm=10')).toEqual([
      ['Gent', 0],
      ['Ledeberg', 2.3],
      ['Melle', 8.2],
    ]);
    expect(await around('radiusKm=5')).toEqual([
      ['Gent', 0],
      ['Ledeberg', 2.3],
    ]);
    expect(await around('jobLocation=melle&radiusKm=10')).toEqual([
      ['Gent', 8.2],
      ['Ledeberg', 5.9],
      ['Melle', 0],
    ]);
  });

  it('without a radius matches the town itself and gives no distance', async () => {
    expect(await around('jobLocation=Melle')).toEqual([['Melle', undefined]]);
  });

  it('matches a town it has no coordinates for by name, and refuses a radius out of range', async () => {
    expect(await around('jobLocation=nergenshuizen&radiusKm=10')).toEqual([['Nergenshuizen', undefined]]);
    for (const radius of ['0', '-5', '101', 'ver']) {
      const { status, body } = await get(`/api/jobs?radiusKm=${radius}`);
      expect(status).toBe(400);
      expect(Object.keys(body.fields)).toEqual(['radiusKm']);
    }
  });
});
