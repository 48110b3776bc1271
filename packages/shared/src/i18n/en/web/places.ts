import type { CatalogueOf } from '../../locales';
import type { places as dutch } from '../../nl-BE/web/places';

export const places: CatalogueOf<typeof dutch> = {
  townField: {
    suggestions: 'Towns',
  },
  radius: {
    label: 'Distance',
    onlyThisTown: 'Only this town',
    withinKm: 'Within {{km}} km',
    aroundHome: 'Around my address ({{town}})',
  },
  distance: {
    kilometres: '{{km}} km',
  },
};
