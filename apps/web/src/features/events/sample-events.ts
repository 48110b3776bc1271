import { t } from '../../lib/i18n';

// docs/decisions/sample-data-screens.md: events stay sample data (spec 001 §2: conference, workshop, meetup)
/** The sample events, in the reader's language; `day` is shown as that language writes a date. */
export const sampleEvents = () => [
  {
    id: 1,
    kind: t('web.events.sampleEvents.conferentie'),
    title: t('web.events.sampleEvents.horecaVlaanderenCongres'),
    day: new Date(2027, 2, 14),
    place: t('web.common.iccGent'),
    attendees: 500,
    text: t('web.events.sampleEvents.trendsWetgevingEnPersoneelDe'),
  },
  {
    id: 2,
    kind: t('web.events.sampleEvents.workshop'),
    title: t('web.events.sampleEvents.cocktailsMocktails'),
    day: new Date(2027, 3, 2),
    place: t('web.events.sampleEvents.barOverpoortGent'),
    attendees: 50,
    text: t('web.events.sampleEvents.eenAvondLangShakenEn'),
  },
  {
    id: 3,
    kind: t('web.events.sampleEvents.meetup'),
    title: t('web.events.sampleEvents.jobbelaarsMeetup'),
    day: new Date(2027, 3, 18),
    place: t('web.events.sampleEvents.koffiebarKouterGent'),
    attendees: 100,
    text: t('web.events.sampleEvents.leerAndereJobbelaarsEnWerkgevers'),
  },
];
