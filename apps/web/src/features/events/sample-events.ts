import { t } from '../../lib/i18n';

// docs/decisions/sample-data-screens.md: events stay sample data (spec 001 §2: conference, workshop, meetup)
/** The sample events, in the reader's language; `day` is shown as that language writes a date. */
export const sampleEvents = () => [
  {
    id: 1,
    kind: t('web.events.sampleEvents.congressKind'),
    title: t('web.events.sampleEvents.congressTitle'),
    day: new Date(2027, 2, 14),
    place: t('web.common.sampleVenue'),
    attendees: 500,
    text: t('web.events.sampleEvents.congressText'),
  },
  {
    id: 2,
    kind: t('web.events.sampleEvents.workshopKind'),
    title: t('web.events.sampleEvents.workshopTitle'),
    day: new Date(2027, 3, 2),
    place: t('web.events.sampleEvents.workshopPlace'),
    attendees: 50,
    text: t('web.events.sampleEvents.workshopText'),
  },
  {
    id: 3,
    kind: t('web.events.sampleEvents.meetupKind'),
    title: t('web.events.sampleEvents.meetupTitle'),
    day: new Date(2027, 3, 18),
    place: t('web.events.sampleEvents.meetupPlace'),
    attendees: 100,
    text: t('web.events.sampleEvents.meetupText'),
  },
];
