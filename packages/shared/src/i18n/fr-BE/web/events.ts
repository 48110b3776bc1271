import type { CatalogueOf } from '../../locales';
import type { events as dutch } from '../../nl-BE/web/events';

export const events: CatalogueOf<typeof dutch> = {
  sampleEvents: {
    leerAndereJobbelaarsEnWerkgevers: "Rencontre d'autres jobbeurs et employeurs du coin.",
    koffiebarKouterGent: 'Koffiebar Kouter, Gand',
    jobbelaarsMeetup: 'Rencontre des jobbeurs',
    meetup: 'Rencontre',
    eenAvondLangShakenEn: 'Une soirée à secouer et déguster avec des barmen expérimentés.',
    barOverpoortGent: 'Bar Overpoort, Gand',
    cocktailsMocktails: 'Cocktails et mocktails',
    workshop: 'Atelier',
    trendsWetgevingEnPersoneelDe:
      "Tendances, législation et personnel : la journée de tous ceux qui font l'horeca.",
    horecaVlaanderenCongres: 'Congrès Horeca Vlaanderen',
    conferentie: 'Conférence',
  },
  page: {
    registerNow: "S'inscrire",
    deInschrijvingenVoorDitEvent: 'Les inscriptions à cet événement ouvrent bientôt.',
    attendees: { one: '1 participant', other: '{{count}} participants' },
  },
};
