import type { CatalogueOf } from '../../locales';
import type { events as dutch } from '../../nl-BE/web/events';

export const events: CatalogueOf<typeof dutch> = {
  sampleEvents: {
    leerAndereJobbelaarsEnWerkgevers: 'Meet other jobbers and employers from the area.',
    koffiebarKouterGent: 'Koffiebar Kouter, Ghent',
    jobbelaarsMeetup: 'Jobbers Meetup',
    meetup: 'Meetup',
    eenAvondLangShakenEn: 'An evening of shaking and tasting with experienced bartenders.',
    barOverpoortGent: 'Bar Overpoort, Ghent',
    cocktailsMocktails: 'Cocktails & mocktails',
    workshop: 'Workshop',
    trendsWetgevingEnPersoneelDe: 'Trends, legislation and staff: the day for everyone in hospitality.',
    horecaVlaanderenCongres: 'Horeca Vlaanderen Congress',
    conferentie: 'Conference',
  },
  page: {
    registerNow: 'Register Now',
    deInschrijvingenVoorDitEvent: 'Registration for this event opens soon.',
    attendees: { one: '1 attendee', other: '{{count}} attendees' },
  },
};
