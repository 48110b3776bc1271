import type { CatalogueOf } from '../../locales';
import type { events as dutch } from '../../nl-BE/web/events';

export const events: CatalogueOf<typeof dutch> = {
  sampleEvents: {
    meetupText: "Rencontre d'autres jobbeurs et employeurs du coin.",
    meetupPlace: 'Koffiebar Kouter, Gand',
    meetupTitle: 'Rencontre des jobbeurs',
    meetupKind: 'Rencontre',
    workshopText: 'Une soirée à secouer et déguster avec des barmen expérimentés.',
    workshopPlace: 'Bar Overpoort, Gand',
    workshopTitle: 'Cocktails et mocktails',
    workshopKind: 'Atelier',
    congressText: "Tendances, législation et personnel : la journée de tous ceux qui font l'horeca.",
    congressTitle: 'Congrès Horeca Vlaanderen',
    congressKind: 'Conférence',
  },
  page: {
    registerNow: "S'inscrire",
    registrationSoon: 'Les inscriptions à cet événement ouvrent bientôt.',
    attendees: { one: '1 participant', other: '{{count}} participants' },
  },
};
