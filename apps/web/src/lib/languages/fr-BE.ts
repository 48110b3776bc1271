import { validationAtStart } from '@jobbel/shared/i18n/fr-BE/validation';
import { webAtStart } from '@jobbel/shared/i18n/fr-BE/web';
import { formatLong } from 'date-fns-locale-parts/fr/_lib/formatLong.js';
import { localize } from 'date-fns-locale-parts/fr/_lib/localize.js';
import { formattingLocale, type LanguagePack } from './language-pack';

export const pack: LanguagePack = {
  web: webAtStart,
  validation: validationAtStart,
  dateLocale: formattingLocale('fr', localize, formatLong),
  screens: {
    admin: () => import('@jobbel/shared/i18n/fr-BE/web/admin').then((texts) => texts.admin),
    applications: () =>
      import('@jobbel/shared/i18n/fr-BE/web/applications').then((texts) => texts.applications),
    businesses: () => import('@jobbel/shared/i18n/fr-BE/web/businesses').then((texts) => texts.businesses),
    experience: () => import('@jobbel/shared/i18n/fr-BE/web/experience').then((texts) => texts.experience),
    onboarding: () => import('@jobbel/shared/i18n/fr-BE/web/onboarding').then((texts) => texts.onboarding),
    settings: () => import('@jobbel/shared/i18n/fr-BE/web/settings').then((texts) => texts.settings),
    shifts: () => import('@jobbel/shared/i18n/fr-BE/web/shifts').then((texts) => texts.shifts),
    skills: () => import('@jobbel/shared/i18n/fr-BE/web/skills').then((texts) => texts.skills),
    team: () => import('@jobbel/shared/i18n/fr-BE/web/team').then((texts) => texts.team),
    users: () => import('@jobbel/shared/i18n/fr-BE/web/users').then((texts) => texts.users),
    employer: () => import('@jobbel/shared/i18n/fr-BE/web/employer').then((texts) => texts.employer),
    checkIn: () => import('@jobbel/shared/i18n/fr-BE/web/check-in').then((texts) => texts.checkIn),
    registration: () =>
      import('@jobbel/shared/i18n/fr-BE/web/registration').then((texts) => texts.registration),
    contracts: () => import('@jobbel/shared/i18n/fr-BE/web/contracts').then((texts) => texts.contracts),
    privacy: () => import('@jobbel/shared/i18n/fr-BE/web/privacy').then((texts) => texts.privacy),
    calendar: () => import('@jobbel/shared/i18n/fr-BE/web/calendar').then((texts) => texts.calendar),
    engagements: () => import('@jobbel/shared/i18n/fr-BE/web/engagements').then((texts) => texts.engagements),
    events: () => import('@jobbel/shared/i18n/fr-BE/web/events').then((texts) => texts.events),
    faq: () => import('@jobbel/shared/i18n/fr-BE/web/faq').then((texts) => texts.faq),
    jobForm: () => import('@jobbel/shared/i18n/fr-BE/web/job-form').then((texts) => texts.jobForm),
  },
  engagementValidation: () =>
    import('@jobbel/shared/i18n/fr-BE/validation-engagements').then((texts) => texts.engagementValidation),
};
