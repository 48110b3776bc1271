import { validationAtStart } from '@jobbel/shared/i18n/nl-BE/validation';
import { webAtStart } from '@jobbel/shared/i18n/nl-BE/web';
import { nlBE } from 'date-fns/locale/nl-BE';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = {
  web: webAtStart,
  validation: validationAtStart,
  dateLocale: nlBE,
  screens: {
    admin: () => import('@jobbel/shared/i18n/nl-BE/web/admin').then((texts) => texts.admin),
    calendar: () => import('@jobbel/shared/i18n/nl-BE/web/calendar').then((texts) => texts.calendar),
    engagements: () => import('@jobbel/shared/i18n/nl-BE/web/engagements').then((texts) => texts.engagements),
    events: () => import('@jobbel/shared/i18n/nl-BE/web/events').then((texts) => texts.events),
    faq: () => import('@jobbel/shared/i18n/nl-BE/web/faq').then((texts) => texts.faq),
    jobForm: () => import('@jobbel/shared/i18n/nl-BE/web/job-form').then((texts) => texts.jobForm),
  },
  engagementValidation: () =>
    import('@jobbel/shared/i18n/nl-BE/validation-engagements').then((texts) => texts.engagementValidation),
};
