/** Demo data for a fresh install: Gent horeca businesses and workers. Every demo login uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Jobbel2026';

export interface DemoBusiness {
  username: string;
  email: string;
  owner: [firstName: string, lastName: string];
  name: string;
  category: string;
  street: string;
  number: string;
  zipCode: string;
  description: string;
  phone: string;
  website: string;
  /** [dayOfWeek 1-7, open, close] */
  hours: [number, string, string][];
}

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]) =>
  days.map((day): [number, string, string] => [day, open, close]);

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    username: 'graslei_brasserie',
    email: 'brasserie.graslei@jobbel.be',
    owner: ['Pieter', 'Van Damme'],
    name: 'Brasserie De Graslei',
    category: 'Brasserie',
    street: 'Graslei',
    number: '12',
    zipCode: '9000',
    description: 'Klassieke Belgische brasserie aan het water, met een terras met zicht op de Korenlei.',
    phone: '+32 9 223 45 67',
    website: 'https://brasseriedegraslei.be',
    hours: [...weekdays('11:30:00', '22:30:00', [2, 3, 4, 5, 6]), [7, '11:30:00', '21:00:00']],
  },
  {
    username: 'kouter_koffie',
    email: 'koffiebar.kouter@jobbel.be',
    owner: ['Lotte', 'Claeys'],
    name: 'Koffiebar Kouter',
    category: 'Café',
    street: 'Kouter',
    number: '29',
    zipCode: '9000',
    description: 'Specialty coffee, huisgemaakt gebak en brunch in hartje Gent.',
    phone: '+32 9 233 10 20',
    website: 'https://koffiebarkouter.be',
    hours: [
      ...weekdays('07:30:00', '17:00:00', [1, 2, 3, 4, 5]),
      [6, '08:30:00', '18:00:00'],
      [7, '09:00:00', '15:00:00'],
    ],
  },
  {
    username: 'patershol_resto',
    email: 'restaurant.patershol@jobbel.be',
    owner: ['Hanne', 'De Smet'],
    name: "Restaurant 't Patershol",
    category: 'Fine Dining',
    street: 'Kraanlei',
    number: '7',
    zipCode: '9000',
    description: 'Seizoensgebonden keuken met lokale producten in de oudste wijk van Gent.',
    phone: '+32 9 225 18 80',
    website: 'https://patershol-restaurant.be',
    hours: [
      [3, '12:00:00', '14:00:00'],
      [3, '18:30:00', '22:00:00'],
      [4, '12:00:00', '14:00:00'],
      [4, '18:30:00', '22:00:00'],
      [5, '12:00:00', '14:00:00'],
      [5, '18:30:00', '22:30:00'],
      [6, '18:30:00', '22:30:00'],
    ],
  },
  {
    username: 'vrijdagmarkt_cafe',
    email: 'cafe.vrijdagmarkt@jobbel.be',
    owner: ['Wim', 'Peeters'],
    name: 'Café Vrijdagmarkt',
    category: 'Pub',
    street: 'Vrijdagmarkt',
    number: '44',
    zipCode: '9000',
    description: 'Bruin café met meer dan 100 Belgische bieren en live muziek op donderdag.',
    phone: '+32 9 224 33 11',
    website: 'https://cafevrijdagmarkt.be',
    hours: [
      ...weekdays('11:00:00', '01:00:00', [1, 2, 3, 4, 7]),
      [5, '11:00:00', '03:00:00'],
      [6, '11:00:00', '03:00:00'],
    ],
  },
  {
    username: 'overpoort_bar',
    email: 'bar.overpoort@jobbel.be',
    owner: ['Jonas', 'Maes'],
    name: 'Bar Overpoort',
    category: 'Bar',
    street: 'Overpoortstraat',
    number: '56',
    zipCode: '9000',
    description: 'Studentenbar met cocktails, DJ-avonden en een drukke donderdag.',
    phone: '+32 9 330 12 12',
    website: 'https://baroverpoort.be',
    hours: weekdays('20:00:00', '04:00:00', [2, 3, 4, 5, 6]),
  },
  {
    username: 'hotel_leie',
    email: 'hotel.leie@jobbel.be',
    owner: ['Sofie', 'Wouters'],
    name: 'Hotel Aan de Leie',
    category: 'Hotel',
    street: 'Lindenlei',
    number: '3',
    zipCode: '9000',
    description: 'Boetiekhotel met 40 kamers, ontbijtzaal en lounge bar aan de Leie.',
    phone: '+32 9 235 60 00',
    website: 'https://hotelaandeleie.be',
    hours: weekdays('06:30:00', '23:00:00', [1, 2, 3, 4, 5, 6, 7]),
  },
  {
    username: 'sintpieters_bistro',
    email: 'bistro.sintpieters@jobbel.be',
    owner: ['Elke', 'Jacobs'],
    name: 'Bistro Sint-Pieters',
    category: 'Bistro',
    street: 'Sint-Pietersplein',
    number: '18',
    zipCode: '9000',
    description: 'Gezellige bistro met dagschotels, wijnen per glas en een groot terras op het plein.',
    phone: '+32 9 222 70 70',
    website: 'https://bistrosintpieters.be',
    hours: weekdays('11:30:00', '22:00:00', [1, 2, 3, 4, 5, 6]),
  },
  {
    username: 'dok_noord_food',
    email: 'foodtruck.doknoord@jobbel.be',
    owner: ['Bram', 'Willems'],
    name: 'Foodtruck Dok Noord',
    category: 'Food Truck',
    street: 'Dok Noord',
    number: '4',
    zipCode: '9000',
    description: 'Streetfood met Gentse klassiekers, op evenementen en festivals in de regio.',
    phone: '+32 470 12 34 56',
    website: 'https://foodtruckdoknoord.be',
    hours: [
      [5, '17:00:00', '23:00:00'],
      [6, '12:00:00', '23:00:00'],
      [7, '12:00:00', '20:00:00'],
    ],
  },
  {
    username: 'sintjacobs_bakkerij',
    email: 'bakkerij.sintjacobs@jobbel.be',
    owner: ['Kris', 'Mertens'],
    name: 'Bakkerij & Tearoom Sint-Jacobs',
    category: 'Bakery',
    street: 'Sint-Jacobsnieuwstraat',
    number: '21',
    zipCode: '9000',
    description: 'Ambachtelijke bakker met tearoom: brood, taart en koffie sinds 1962.',
    phone: '+32 9 225 44 90',
    website: 'https://bakkerijsintjacobs.be',
    hours: [...weekdays('07:00:00', '18:00:00', [2, 3, 4, 5, 6]), [7, '07:00:00', '13:00:00']],
  },
];

export const DEMO_WORKERS = [
  { username: 'jana_peeters', email: 'jana@jobbel.be', firstName: 'Jana', lastName: 'Peeters', city: 'Gent' },
  { username: 'milan_devos', email: 'milan@jobbel.be', firstName: 'Milan', lastName: 'De Vos', city: 'Gent' },
  {
    username: 'amira_elk',
    email: 'amira@jobbel.be',
    firstName: 'Amira',
    lastName: 'El Khattabi',
    city: 'Merelbeke',
  },
];
