import { dateTime } from './bench-data';

/** The repeated URLs of the first benchmark: after its first request each is answered from the page cache. */
const base = '/api/jobs?order=jobAddedDateTime&direction=desc&limit=12';
const inDays = (days: number) => dateTime(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
export const MIXES: { name: string; paths: string[] }[] = [
  { name: 'default page', paths: [`${base}&offset=0`] },
  {
    name: 'text search',
    paths: ['barista', 'kok', 'terras', 'brasserie', 'festival', 'latte art', 'brulee'].map(
      (term) => `${base}&offset=0&search=${encodeURIComponent(term)}`,
    ),
  },
  {
    name: 'type + hours + dates',
    paths: ['Kok', 'Barista', 'Manager', 'Ober%2FServeerster'].flatMap((type, index) => [
      `${base}&offset=0&jobType=${type}&jobTotalHoursMin=4&jobTotalHoursMax=8&date_from=${inDays(index)}%2000:00:00&date_to=${inDays(index + 14)}%2023:59:59`,
      `${base}&offset=0&jobType=${type}&jobTotalHoursMin=12&date_from=${inDays(index + 3)}%2000:00:00`,
    ]),
  },
  {
    name: 'deep offsets',
    paths: [1_200, 12_000, 120_000, 480_000].map((offset) => `${base}&offset=${offset}`),
  },
];
