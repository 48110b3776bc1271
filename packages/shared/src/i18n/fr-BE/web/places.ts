import type { CatalogueOf } from '../../locales';
import type { places as dutch } from '../../nl-BE/web/places';

export const places: CatalogueOf<typeof dutch> = {
  townField: {
    suggestions: 'Communes',
  },
  radius: {
    label: 'Distance',
    onlyThisTown: 'Uniquement cette commune',
    withinKm: 'Dans un rayon de {{km}} km',
    aroundHome: 'Autour de mon adresse ({{town}})',
  },
  distance: {
    kilometres: '{{km}} km',
  },
};
