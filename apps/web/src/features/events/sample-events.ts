import { addScreenTexts, t } from '../../lib/i18n';

await addScreenTexts('events');
// docs/decisions/sample-data-screens.md: events stay sample data (spec 001 §2: conference, workshop, meetup)
export const SAMPLE_EVENTS = [
  {
    id: 1,
    kind: t('web.events.sampleEvents.conferentie'),
    title: t('web.events.sampleEvents.horecaVlaanderenCongres'),
    date: '14 maart',
    place: t('web.common.iccGent'),
    attendees: 500,
    text: t('web.events.sampleEvents.trendsWetgevingEnPersoneelDe'),
  },
  {
    id: 2,
    kind: t('web.events.sampleEvents.workshop'),
    title: t('web.events.sampleEvents.cocktailsMocktails'),
    date: '2 april',
    place: t('web.events.sampleEvents.barOverpoortGent'),
    attendees: 50,
    text: t('web.events.sampleEvents.eenAvondLangShakenEn'),
  },
  {
    id: 3,
    kind: t('web.events.sampleEvents.meetup'),
    title: t('web.events.sampleEvents.jobbelaarsMeetup'),
    date: '18 april',
    place: t('web.events.sampleEvents.koffiebarKouterGent'),
    attendees: 100,
    text: t('web.events.sampleEvents.leerAndereJobbelaarsEnWerkgevers'),
  },
] as const;
