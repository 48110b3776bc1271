import type { CatalogueOf } from '../locales';
import type { dataKinds as dutch } from '../nl-BE/data-kinds';

/** Each kind of personal data Jobbel keeps (en). */
export const dataKinds: CatalogueOf<typeof dutch> = {
  account: {
    what: 'your account: name, email address, kind of account and when you made it.',
    why: 'to let you sign in and reach you (contract).',
    kept: 'until you delete your account.',
  },
  profile: {
    what: 'your profile: name, contact details, address, date of birth, national register number, bio and language.',
    why: 'to introduce you to businesses, and because an employer needs your address, date of birth and national register number for your contract and Dimona (the employer’s legal duty).',
    kept: 'until you delete your account; your national register number five more years with an employer who engaged you, encrypted.',
  },
  workStatus: {
    what: 'your work status: student, flexi-jobber or extra, with what you declared about it.',
    why: 'to engage you under the regime the law allows (the employer’s legal duty).',
    kept: 'until you change it or delete your account.',
  },
  skills: {
    what: 'your skills.',
    why: 'to match you with suitable jobs (contract).',
    kept: 'until you remove them or delete your account.',
  },
  experience: {
    what: 'your work experience.',
    why: 'to introduce you to businesses (contract).',
    kept: 'until you remove it or delete your account.',
  },
  settings: {
    what: 'your notification and privacy settings.',
    why: 'to do what you chose (contract).',
    kept: 'until you delete your account.',
  },
  applications: {
    what: 'your applications and shifts: status, agreed hours and wage, worked and approved hours, Dimona.',
    why: 'to let you apply and work, and because an employer must keep hours and pay (contract, legal duty).',
    kept: 'applications until your account is gone; booked shifts five years after the shift, with that employer only.',
  },
  checkIns: {
    what: 'your check-ins and check-outs at the venue.',
    why: 'to get your hours right and register performances as the law asks (legal duty).',
    kept: 'five years after the shift, with that employer only.',
  },
  ratings: {
    what: 'the ratings of your shifts, given and received.',
    why: 'to make reliability visible to both sides (legitimate interest).',
    kept: 'as a number without a name also after your account is gone; your comments are erased.',
  },
  messages: {
    what: 'the messages of your conversations, sent and received.',
    why: 'to let you talk with businesses (contract).',
    kept: 'until your account is gone; the text of your messages is then erased.',
  },
  alerts: {
    what: 'your job alerts and the jobs they found.',
    why: 'to tell you of the new jobs you asked for (consent).',
    kept: 'until you remove them or delete your account.',
  },
  notifications: {
    what: 'the notifications you got in Jobbel.',
    why: 'to keep you informed about your shifts (contract).',
    kept: 'until your account is gone.',
  },
  pushDevices: {
    what: 'the devices you allowed push notifications on (without their keys).',
    why: 'to send notifications to your device (consent).',
    kept: 'until you switch them off or delete your account.',
  },
  inszDisclosures: {
    what: 'when an employer saw or exported your national register number.',
    why: 'to show you who used it (legitimate interest).',
    kept: 'until your account is gone.',
  },
  signIns: {
    what: 'when you signed in and out.',
    why: 'to keep your account secure (legitimate interest).',
    kept: 'until your account is gone.',
  },
  contracts: {
    what: 'your contracts, with every version and every signature.',
    why: 'because the law asks for a written contract before the shift (legal duty).',
    kept: 'five years after the contract ended, with that employer, also when your account is gone.',
  },
  team: {
    what: 'the teams of businesses you belong to.',
    why: 'to let businesses book you again (contract).',
    kept: 'until the business removes you or your account is gone.',
  },
  calendarFeed: {
    what: 'whether you share your calendar with a calendar app (without the secret link).',
    why: 'to show your shifts in your calendar (consent).',
    kept: 'until you stop it or delete your account.',
  },
  files: {
    what: 'the files you uploaded.',
    why: 'to show your profile and your business (contract).',
    kept: 'until you replace them or delete your account.',
  },
  business: {
    what: 'your business: profile and opening hours.',
    why: 'to introduce your business to workers (contract).',
    kept: 'until your account is gone.',
  },
  jobs: {
    what: 'your jobs.',
    why: 'to offer them (contract).',
    kept: 'until you delete them; booked shifts five years after the shift.',
  },
  applicants: {
    what: 'the applications to your jobs, with the name of whoever applied.',
    why: 'to let you choose and keep the record of the engagement (contract, legal duty).',
    kept: 'five years after the shift for whom you engaged; the others until their account is gone.',
  },
  legal: {
    what: 'your legal details and places of work.',
    why: 'for the Dimona, the exports and the contracts (legal duty).',
    kept: 'until your account is gone, and five years with the contracts.',
  },
};
