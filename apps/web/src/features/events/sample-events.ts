// docs/decisions/sample-data-screens.md: events stay sample data (spec 001 §2: conference, workshop, meetup)
export const SAMPLE_EVENTS = [
  {
    id: 1,
    kind: 'Conferentie',
    title: 'Horeca Vlaanderen Congres',
    date: '14 maart',
    place: 'ICC Gent',
    attendees: 500,
    text: 'Trends, wetgeving en personeel: de dag voor iedereen in de horeca.',
  },
  {
    id: 2,
    kind: 'Workshop',
    title: 'Cocktails & mocktails',
    date: '2 april',
    place: 'Bar Overpoort, Gent',
    attendees: 50,
    text: 'Een avond lang shaken en proeven met ervaren bartenders.',
  },
  {
    id: 3,
    kind: 'Meetup',
    title: 'Jobbelaars Meetup',
    date: '18 april',
    place: 'Koffiebar Kouter, Gent',
    attendees: 100,
    text: 'Leer andere jobbelaars en werkgevers uit de buurt kennen.',
  },
] as const;
