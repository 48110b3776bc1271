import type { CatalogueOf } from '../../locales';
import type { events as dutch } from '../../nl-BE/web/events';

export const events: CatalogueOf<typeof dutch> = {
  sampleEvents: {
    meetupText: 'Meet other jobbers and employers from the area.',
    meetupPlace: 'Koffiebar Kouter, Ghent',
    meetupTitle: 'Jobbers Meetup',
    meetupKind: 'Meetup',
    workshopText: 'An evening of shaking and tasting with experienced bartenders.',
    workshopPlace: 'Bar Overpoort, Ghent',
    workshopTitle: 'Cocktails & mocktails',
    workshopKind: 'Workshop',
    congressText: 'Trends, legislation and staff: the day for everyone in hospitality.',
    congressTitle: 'Horeca Vlaanderen Congress',
    congressKind: 'Conference',
  },
  page: {
    registerNow: 'Register Now',
    registrationSoon: 'Registration for this event opens soon.',
    attendees: { one: '1 attendee', other: '{{count}} attendees' },
  },
};
