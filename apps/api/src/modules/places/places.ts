import { LANGUAGES, type Language } from '@jobbel/shared/i18n/locales';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import { PLACE_SUGGESTIONS_MAX, type Place } from '@jobbel/shared/places/place.schemas';
import { currentLanguage } from '../../lib/i18n';
import rows from './belgian-places.json' with { type: 'json' };
import otherNames from './place-names.json' with { type: 'json' };

interface KnownPlace {
  latitude: number;
  longitude: number;
  /** its name as each language writes it: Gent, Gand, Ghent */
  names: Record<Language, string>;
  /** every name's search key ('gent', 'gand', 'ghent'), and each name's parts ('sint-niklaas' → 'sint', 'niklaas') */
  keys: string[];
  parts: string[];
  population: number;
}

/** The place's name in each language: its own where no other is written (docs/decisions/texts.md). */
function namesOf(name: string): Record<Language, string> {
  const written = (otherNames as Record<string, Partial<Record<Language, string>>>)[name] ?? {};
  return Object.fromEntries(LANGUAGES.map((language) => [language, written[language] ?? name])) as Record<
    Language,
    string
  >;
}

// by name, the most populous first where two places share one (belgian-places.json is sorted so)
const PLACES: KnownPlace[] = (rows as [string, number, number, number][])
  .map(([name, latitude, longitude, population]) => {
    const names = namesOf(name);
    const keys = [...new Set(Object.values(names).map(toSearchKey))];
    return {
      names,
      latitude,
      longitude,
      population,
      keys,
      parts: keys.flatMap((key) => key.split(/[\s-]+/)),
    };
  })
  .filter((place, index, all) => all.findIndex((other) => other.keys[0] === place.keys[0]) === index);

// a name that is also another place's (the first, larger one wins) stays that place's
const BY_KEY = new Map<string, KnownPlace>();
for (const place of PLACES) for (const key of place.keys) if (!BY_KEY.has(key)) BY_KEY.set(key, place);

const inReadersLanguage = (place: KnownPlace): Place => ({
  name: place.names[currentLanguage()],
  latitude: place.latitude,
  longitude: place.longitude,
});

/** The Belgian place with this name in any of Jobbel's languages, accents and case aside. */
export function findPlace(name: string): Place | undefined {
  const place = BY_KEY.get(toSearchKey(name));
  return place && inReadersLanguage(place);
}

/**
 * Places whose name in any language, or a part of it, starts with the text: the place of that very name
 * first ('as' is As, not the larger Asse; the dashboard searches the first suggestion of a typed town),
 * then names that start with it, each by size; named as the reader's language names them ('Gand' finds
 * Gent, and a French reader sees Gand).
 */
export function suggestPlaces(text: string): Place[] {
  const prefix = toSearchKey(text);
  const rank = (place: KnownPlace) =>
    place.keys.includes(prefix) ? 2 : place.keys.some((key) => key.startsWith(prefix)) ? 1 : 0;
  return PLACES.filter(
    (place) =>
      place.parts.some((part) => part.startsWith(prefix)) || place.keys.some((key) => key.startsWith(prefix)),
  )
    .sort((a, b) => rank(b) - rank(a) || b.population - a.population)
    .slice(0, PLACE_SUGGESTIONS_MAX)
    .map(inReadersLanguage);
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
