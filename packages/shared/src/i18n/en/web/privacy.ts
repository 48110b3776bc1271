import type { CatalogueOf } from '../../locales';
import type { privacy as dutch } from '../../nl-BE/web/privacy';
import { dataKinds } from '../data-kinds';

/** The privacy statement (en). */
export const privacy: CatalogueOf<typeof dutch> = {
  title: 'Privacy statement',
  intro:
    'Jobbel brings workers and hospitality businesses together for shifts. Here you read which data Jobbel keeps about you, why, for how long, and how to get it or have it erased.',
  controller:
    'Who processes your data: the organisation that runs this Jobbel install, reachable at the contact address at the foot of the page. Jobbel is open source; every install has its own controller.',
  kindsTitle: 'What we keep',
  everyone: 'Of everyone',
  businesses: 'Of a business, on top of that',
  why: 'Why',
  kept: 'How long',
  sharedTitle: 'Who we share data with',
  shared:
    'A business sees what you show it by applying; an employer who engages you also sees what the law lets it ask (address, date of birth, national register number), and each time it sees your national register number is recorded. Jobbel sells nothing and shows no ads. Mails go through the operator’s mail server, push notifications through your browser’s service.',
  rightsTitle: 'Your rights',
  rights:
    'You can always download your data and delete your account yourself, under Settings › Privacy. You can also ask to correct data, object to processing or restrict it: write to the contact address, we answer within a month. You can complain to the Data Protection Authority (dataprotectionauthority.be).',
  toSettings: 'To your privacy settings',
  kinds: dataKinds,
};
