export const events = {
  sampleEvents: {
    meetupText: 'Leer andere jobbelaars en werkgevers uit de buurt kennen.',
    meetupPlace: 'Koffiebar Kouter, Gent',
    meetupTitle: 'Jobbelaars Meetup',
    meetupKind: 'Meetup',
    workshopText: 'Een avond lang shaken en proeven met ervaren bartenders.',
    workshopPlace: 'Bar Overpoort, Gent',
    workshopTitle: 'Cocktails & mocktails',
    workshopKind: 'Workshop',
    congressText: 'Trends, wetgeving en personeel: de dag voor iedereen in de horeca.',
    congressTitle: 'Horeca Vlaanderen Congres',
    congressKind: 'Conferentie',
  },
  page: {
    registerNow: 'Register Now',
    registrationSoon: 'De inschrijvingen voor dit event openen binnenkort.',
    attendees: { one: '1 deelnemer', other: '{{count}} deelnemers' },
  },
};
