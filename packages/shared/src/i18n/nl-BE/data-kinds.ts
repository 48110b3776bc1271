/**
 * Each kind of personal data Jobbel keeps (my-data/my-data.constants.ts): what it is, why, and how long.
 * The export's README and the privacy statement both read these, so they cannot say different things.
 */
export const dataKinds = {
  account: {
    what: 'je account: naam, e-mailadres, soort account en wanneer je het maakte.',
    why: 'om je te laten aanmelden en je te bereiken (overeenkomst).',
    kept: 'tot je je account verwijdert.',
  },
  profile: {
    what: 'je profiel: naam, contactgegevens, adres, geboortedatum, rijksregisternummer, bio en taal.',
    why: 'om je voor te stellen aan zaken, en omdat een werkgever je adres, geboortedatum en rijksregisternummer nodig heeft voor je contract en Dimona (wettelijke plicht van de werkgever).',
    kept: 'tot je je account verwijdert; je rijksregisternummer daarna nog vijf jaar bij een werkgever die je inzette, versleuteld.',
  },
  workStatus: {
    what: 'je werkstatuut: student, flexijobber of extra, met wat je daarover verklaarde.',
    why: 'om je in te zetten onder het stelsel dat de wet toelaat (wettelijke plicht van de werkgever).',
    kept: 'tot je het wijzigt of je account verwijdert.',
  },
  skills: {
    what: 'je vaardigheden.',
    why: 'om je aan passende jobs te koppelen (overeenkomst).',
    kept: 'tot je ze wist of je account verwijdert.',
  },
  experience: {
    what: 'je werkervaring.',
    why: 'om je voor te stellen aan zaken (overeenkomst).',
    kept: 'tot je ze wist of je account verwijdert.',
  },
  settings: {
    what: 'je instellingen voor meldingen en privacy.',
    why: 'om te doen wat je koos (overeenkomst).',
    kept: 'tot je je account verwijdert.',
  },
  applications: {
    what: 'je sollicitaties en shifts: status, afgesproken uren en loon, gewerkte en goedgekeurde uren, Dimona.',
    why: 'om je te laten solliciteren en werken, en omdat een werkgever uren en loon moet bijhouden (overeenkomst, wettelijke plicht).',
    kept: 'sollicitaties tot je account weg is; geboekte shifts vijf jaar na de shift, bij die werkgever alleen.',
  },
  checkIns: {
    what: 'je in- en uitchecks bij de zaak.',
    why: 'om je uren juist te hebben en de prestaties te registreren zoals de wet vraagt (wettelijke plicht).',
    kept: 'vijf jaar na de shift, bij die werkgever alleen.',
  },
  ratings: {
    what: 'de beoordelingen bij je shifts, gegeven en gekregen.',
    why: 'om betrouwbaarheid zichtbaar te maken voor beide kanten (gerechtvaardigd belang).',
    kept: 'als cijfer zonder naam ook nadat je account weg is; je opmerkingen worden gewist.',
  },
  messages: {
    what: 'de berichten in je gesprekken, verzonden en ontvangen.',
    why: 'om je met zaken te laten praten (overeenkomst).',
    kept: 'tot je account weg is; de tekst van je berichten wordt dan gewist.',
  },
  alerts: {
    what: 'je jobmeldingen en de jobs die ze vonden.',
    why: 'om je nieuwe jobs te melden die je vroeg (toestemming).',
    kept: 'tot je ze wist of je account verwijdert.',
  },
  notifications: {
    what: 'de meldingen die je in Jobbel kreeg.',
    why: 'om je op de hoogte te houden van je shifts (overeenkomst).',
    kept: 'tot je account weg is.',
  },
  pushDevices: {
    what: 'de toestellen waarop je pushmeldingen toeliet (zonder hun sleutels).',
    why: 'om je meldingen op je toestel te sturen (toestemming).',
    kept: 'tot je ze uitzet of je account verwijdert.',
  },
  inszDisclosures: {
    what: 'wanneer een werkgever je rijksregisternummer zag of exporteerde.',
    why: 'om je te tonen wie het gebruikte (gerechtvaardigd belang).',
    kept: 'tot je account weg is.',
  },
  signIns: {
    what: 'wanneer je aanmeldde en afmeldde.',
    why: 'om je account te beveiligen (gerechtvaardigd belang).',
    kept: 'tot je account weg is.',
  },
  contracts: {
    what: 'je contracten, met elke versie en elke handtekening.',
    why: 'omdat de wet een geschreven contract vraagt voor de shift (wettelijke plicht).',
    kept: 'vijf jaar na het einde van het contract, bij die werkgever, ook als je account weg is.',
  },
  team: {
    what: 'de teams van zaken waar je bij hoort.',
    why: 'om zaken je opnieuw te laten boeken (overeenkomst).',
    kept: 'tot de zaak je weghaalt of je account weg is.',
  },
  calendarFeed: {
    what: 'of je je agenda deelt met een agenda-app (zonder de geheime link).',
    why: 'om je shifts in je agenda te tonen (toestemming).',
    kept: 'tot je het stopt of je account verwijdert.',
  },
  files: {
    what: 'de bestanden die je opliet.',
    why: 'om je profiel en je zaak te tonen (overeenkomst).',
    kept: 'tot je ze vervangt of je account verwijdert.',
  },
  business: {
    what: 'je zaak: profiel en openingsuren.',
    why: 'om je zaak voor te stellen aan jobbelaars (overeenkomst).',
    kept: 'tot je account weg is.',
  },
  jobs: {
    what: 'je jobs.',
    why: 'om ze aan te bieden (overeenkomst).',
    kept: 'tot je ze wist; geboekte shifts vijf jaar na de shift.',
  },
  applicants: {
    what: 'de sollicitaties op je jobs, met de naam van wie solliciteerde.',
    why: 'om je te laten kiezen en de tewerkstelling bij te houden (overeenkomst, wettelijke plicht).',
    kept: 'vijf jaar na de shift voor wie je inzette; de andere tot hun account weg is.',
  },
  legal: {
    what: 'je juridische gegevens en werkplaatsen.',
    why: 'voor de Dimona, de exports en de contracten (wettelijke plicht).',
    kept: 'tot je account weg is, en vijf jaar bij de contracten.',
  },
};
