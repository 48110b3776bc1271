export const events = {
  sampleEvents: {
    leerAndereJobbelaarsEnWerkgevers: 'Leer andere jobbelaars en werkgevers uit de buurt kennen.',
    koffiebarKouterGent: 'Koffiebar Kouter, Gent',
    jobbelaarsMeetup: 'Jobbelaars Meetup',
    meetup: 'Meetup',
    eenAvondLangShakenEn: 'Een avond lang shaken en proeven met ervaren bartenders.',
    barOverpoortGent: 'Bar Overpoort, Gent',
    cocktailsMocktails: 'Cocktails & mocktails',
    workshop: 'Workshop',
    trendsWetgevingEnPersoneelDe: 'Trends, wetgeving en personeel: de dag voor iedereen in de horeca.',
    horecaVlaanderenCongres: 'Horeca Vlaanderen Congres',
    conferentie: 'Conferentie',
  },
  page: {
    registerNow: 'Register Now',
    deInschrijvingenVoorDitEvent: 'De inschrijvingen voor dit event openen binnenkort.',
    attendees: { one: '1 deelnemer', other: '{{count}} deelnemers' },
  },
};
