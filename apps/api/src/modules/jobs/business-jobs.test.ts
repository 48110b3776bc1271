import { expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import { send, signedInBusiness } from '../../test/shift-fixtures';

const testApp = useTestApp();

/** spec 001 §5: My Posted Jobs asks the server for its filters and pages (apps/web employer-filters.ts). */
it("a business's own list searches title and description whatever the case, bounds whole days, and pages by cursor in start order", async () => {
  const business = await signedInBusiness(testApp);
  const day = (date: string, time: string) => ({
    jobStartDateTime: `${date} ${time}`,
    jobEndDateTime: `${date} 23:59:59`,
  });
  await insertJobs(testApp, business.businessID, [
    { jobTitle: 'Barista ochtend', ...day('2030-05-01', '07:00:00') },
    {
      jobTitle: 'Kok avond',
      jobDescription: '<p>Grote <strong>keuken</strong></p>',
      ...day('2030-05-01', '23:59:59'),
    },
    { jobTitle: 'Afwas', ...day('2030-05-02', '00:00:00') },
    ...Array.from({ length: 12 }, (_, index) => ({
      jobTitle: `Zaal ${String(index + 1).padStart(2, '0')}`,
      ...day(`2030-06-${String(index + 1).padStart(2, '0')}`, '18:00:00'),
    })),
  ]);
  const own = `/api/jobs?jobBusinessID=${business.businessID}&order=jobStartDateTime&direction=asc`;
  const titles = async (query: string) => {
    const answer = await send(testApp, 'GET', `${own}${query}`, business);
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as { data: { jobTitle: string }[]; nextCursor: string | null };
    return { titles: page.data.map((job) => job.jobTitle), nextCursor: page.nextCursor };
  };

  expect((await titles('&search=KEUKEN')).titles).toEqual(['Kok avond']);
  expect((await titles('&search=barista')).titles).toEqual(['Barista ochtend']);
  const firstOfMay = '&jobStartDateTime_gte=2030-05-01&jobStartDateTime_lte=2030-05-01';
  expect((await titles(firstOfMay)).titles).toEqual(['Barista ochtend', 'Kok avond']);

  const first = await titles('&limit=10');
  expect(first.titles).toHaveLength(10);
  expect(first.titles.slice(0, 3)).toEqual(['Barista ochtend', 'Kok avond', 'Afwas']);
  const second = await titles(`&limit=10&after=${encodeURIComponent(first.nextCursor!)}`);
  expect(second.titles).toEqual(['Zaal 08', 'Zaal 09', 'Zaal 10', 'Zaal 11', 'Zaal 12']);
  expect(second.nextCursor).toBeNull();
});
