import { stripHtml, toSearchKey } from '@jobbel/shared/jobs/search-key';
import { findPlace } from '../src/modules/places/places';

export const BENCH_JOBS = 1_000_000;
export const BENCH_BUSINESSES = 5_000;

const TITLES = [
  ['Ober/Serveerster weekend', 'Ober/Serveerster'],
  ['Hulpkok lunchservice', 'Kok'],
  ['Barista ochtendshift', 'Barista'],
  ['Afwasser avondservice', 'Afwasser'],
  ['Zaalverantwoordelijke', 'Manager'],
  ['Terrasmedewerker Café', 'Ober/Serveerster'],
  ['Kok à la minute', 'Kok'],
  ['Barista & kassa', 'Barista'],
  ['Ontbijtservice hotel', 'Ober/Serveerster'],
  ['Shiftleader bar', 'Manager'],
] as const;

const DESCRIPTIONS = [
  '<p>Gezellige brasserie zoekt een <strong>vlotte</strong> kracht voor drukke diensten.</p>',
  '<p>Werk in een hecht team aan het water, met terras en zicht op de Leie.</p>',
  '<p>Specialty coffee en huisgemaakt gebak; ervaring met latte art is een plus.</p>',
  '<p>Grote keuken met seizoensproducten; je helpt bij de mise-en-place.</p>',
  '<p>Hotel met 40 kamers zoekt iemand voor het ontbijt en de lounge.</p>',
  '<p>Studentenbar met cocktails en DJ-avonden, vooral in het weekend.</p>',
  '<p>Crème brûlée, stoofvlees en frietjes: de klassiekers van de Belgische keuken.</p>',
  '<p>Foodtruck op festivals in de regio; rijbewijs B is handig.</p>',
] as const;

const LOCATIONS = [
  'Gent',
  'Gent',
  'Gent',
  'Gent',
  'Gent',
  'Gent',
  'Gent',
  'Antwerpen',
  'Brugge',
  'Leuven',
] as const;

/** Every combination's derived search text, computed with the app's own normalization. */
export const COMBINATIONS = TITLES.flatMap(([title, type], titleIndex) =>
  DESCRIPTIONS.map((description, descriptionIndex) => ({
    index: titleIndex * DESCRIPTIONS.length + descriptionIndex,
    title,
    type,
    description,
    searchText: toSearchKey(`${title} ${stripHtml(description)}`),
  })),
);

export const LOCATION_LIST = LOCATIONS.map((location) => ({
  location,
  key: toSearchKey(location),
  place: findPlace(location)!,
}));

const pad = (value: number) => String(value).padStart(2, '0');
export function dateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

/** The i-th job, the same on both engines. */
export function benchJob(i: number, now: number) {
  const combination = COMBINATIONS[(i * 7) % COMBINATIONS.length]!;
  const location = LOCATION_LIST[i % LOCATION_LIST.length]!;
  const hours = 3 + (i % 12);
  const start = new Date(now + ((i * 7919) % (90 * 24)) * 3_600_000);
  const added = new Date(now - ((i * 104_729) % (180 * 24 * 60)) * 60_000);
  return {
    jobBusinessID: 1 + (i % BENCH_BUSINESSES),
    jobTitle: combination.title,
    jobDescription: combination.description,
    jobType: combination.type,
    jobLocation: location.location,
    jobLocationKey: location.key,
    jobLatitude: location.place.latitude,
    jobLongitude: location.place.longitude,
    jobSearchText: combination.searchText,
    jobWagePerHour: 13 + (i % 10),
    jobStartDateTime: dateTime(start),
    jobEndDateTime: dateTime(new Date(start.getTime() + hours * 3_600_000)),
    jobHours: hours,
    jobAddedDateTime: dateTime(added),
  };
}
