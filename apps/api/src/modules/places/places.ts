import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import { PLACE_SUGGESTIONS_MAX, type Place } from '@jobbel/shared/places/place.schemas';
import rows from './belgian-places.json' with { type: 'json' };

interface KnownPlace extends Place {
  key: string;
  /** the name's parts ('sint-niklaas' → 'sint', 'niklaas'), so 'niklaas' also finds it */
  parts: string[];
  population: number;
}

// by name, the most populous first where two places share one (belgian-places.json is sorted so)
const PLACES: KnownPlace[] = (rows as [string, number, number, number][])
  .map(([name, latitude, longitude, population]) => {
    const key = toSearchKey(name);
    return { name, latitude, longitude, population, key, parts: key.split(/[\s-]+/) };
  })
  .filter((place, index, all) => all.findIndex((other) => other.key === place.key) === index);

const BY_KEY = new Map(PLACES.map((place) => [place.key, place]));

/** The Belgian place with this name, accents and case aside. */
export function findPlace(name: string): Place | undefined {
  const place = BY_KEY.get(toSearchKey(name));
  return place && { name: place.name, latitude: place.latitude, longitude: place.longitude };
}

/**
 * Places whose name or a part of it starts with the text: the place of that very name first ('as' is
 * As, not the larger Asse; the dashboard searches the first suggestion of a typed town), then names
 * that start with it, each by size.
 */
export function suggestPlaces(text: string): Place[] {
  const prefix = toSearchKey(text);
  const rank = (place: KnownPlace) => (place.key === prefix ? 2 : place.key.startsWith(prefix) ? 1 : 0);
  return PLACES.filter(
    (place) => place.parts.some((part) => part.startsWith(prefix)) || place.key.startsWith(prefix),
  )
    .sort((a, b) => rank(b) - rank(a) || b.population - a.population)
    .slice(0, PLACE_SUGGESTIONS_MAX)
    .map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
}

export const KM_PER_DEGREE = 111.195;

/**
 * km from the centre, on a flat map scaled at the centre's latitude: within 100 km in Belgium it differs
 * from the great-circle distance by well under 1 %, and the database filters with the same formula,
 * so a listed job and its shown distance always agree.
 */
export function distanceKm(centre: Place, point: { latitude: number; longitude: number }): number {
  const north = (point.latitude - centre.latitude) * KM_PER_DEGREE;
  const east = (point.longitude - centre.longitude) * KM_PER_DEGREE * longitudeScale(centre);
  return Math.hypot(north, east);
}

export function longitudeScale(centre: Place): number {
  return Math.cos((centre.latitude * Math.PI) / 180);
}

/** Whether a point lies within radiusKm of the centre, by the formula of distanceKm; false for NaN. */
export function withinRadiusOf(centre: Place, radiusKm: number) {
  const eastScale = KM_PER_DEGREE * longitudeScale(centre);
  const limit = radiusKm * radiusKm;
  return (latitude: number, longitude: number): boolean => {
    const north = (latitude - centre.latitude) * KM_PER_DEGREE;
    const east = (longitude - centre.longitude) * eastScale;
    return north * north + east * east <= limit;
  };
}
