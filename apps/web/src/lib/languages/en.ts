import { validationAtStart } from '@jobbel/shared/i18n/en/validation';
import { webAtStart } from '@jobbel/shared/i18n/en/web';
import { enGB } from 'date-fns/locale/en-GB';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = {
  web: webAtStart,
  validation: validationAtStart,
  dateLocale: enGB,
  screens: {
    admin: () => import('@jobbel/shared/i18n/en/web/admin').then((texts) => texts.admin),
    calendar: () => import('@jobbel/shared/i18n/en/web/calendar').then((texts) => texts.calendar),
    engagements: () => import('@jobbel/shared/i18n/en/web/engagements').then((texts) => texts.engagements),
    events: () => import('@jobbel/shared/i18n/en/web/events').then((texts) => texts.events),
    faq: () => import('@jobbel/shared/i18n/en/web/faq').then((texts) => texts.faq),
    jobForm: () => import('@jobbel/shared/i18n/en/web/job-form').then((texts) => texts.jobForm),
  },
  engagementValidation: () =>
    import('@jobbel/shared/i18n/en/validation-engagements').then((texts) => texts.engagementValidation),
};
