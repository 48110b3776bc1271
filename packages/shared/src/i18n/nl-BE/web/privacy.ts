import { dataKinds } from '../data-kinds';

/** The privacy statement: what Jobbel keeps, why, how long, and a person's rights. */
export const privacy = {
  title: 'Privacyverklaring',
  intro:
    'Jobbel brengt jobbelaars en horecazaken samen voor shifts. Hier lees je welke gegevens Jobbel over je bewaart, waarom, hoe lang, en hoe je ze krijgt of laat wissen.',
  controller:
    'Wie je gegevens verwerkt: de organisatie die deze Jobbel-installatie uitbaat, bereikbaar via het contactadres onderaan de pagina. Jobbel is open source; elke installatie heeft haar eigen verantwoordelijke.',
  kindsTitle: 'Wat we bewaren',
  everyone: 'Van iedereen',
  businesses: 'Van een zaak, daarbovenop',
  why: 'Waarom',
  kept: 'Hoe lang',
  sharedTitle: 'Met wie we gegevens delen',
  shared:
    'Een zaak ziet wat je haar toont door te solliciteren; een werkgever die je aanneemt, ziet ook wat de wet hem laat vragen (adres, geboortedatum, rijksregisternummer), en elke keer dat hij je rijksregisternummer ziet, wordt genoteerd. Jobbel verkoopt niets en toont geen reclame. Mails gaan via de mailserver van de uitbater, pushmeldingen via de dienst van je browser.',
  rightsTitle: 'Je rechten',
  rights:
    'Je kan je gegevens altijd zelf downloaden en je account verwijderen, bij Instellingen › Privacy. Je kan ook vragen om gegevens te verbeteren, je tegen een verwerking te verzetten of ze te beperken: schrijf naar het contactadres, we antwoorden binnen een maand. Je kan klacht indienen bij de Gegevensbeschermingsautoriteit (gegevensbeschermingsautoriteit.be).',
  toSettings: 'Naar je privacy-instellingen',
  kinds: dataKinds,
};
