import { validationAtStart } from '@jobbel/shared/i18n/fr-BE/validation';
import { webAtStart } from '@jobbel/shared/i18n/fr-BE/web';
import { fr } from 'date-fns/locale/fr';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = {
  web: webAtStart,
  validation: validationAtStart,
  dateLocale: fr,
  screens: {
    admin: () => import('@jobbel/shared/i18n/fr-BE/web/admin').then((texts) => texts.admin),
    calendar: () => import('@jobbel/shared/i18n/fr-BE/web/calendar').then((texts) => texts.calendar),
    engagements: () => import('@jobbel/shared/i18n/fr-BE/web/engagements').then((texts) => texts.engagements),
    events: () => import('@jobbel/shared/i18n/fr-BE/web/events').then((texts) => texts.events),
    faq: () => import('@jobbel/shared/i18n/fr-BE/web/faq').then((texts) => texts.faq),
    jobForm: () => import('@jobbel/shared/i18n/fr-BE/web/job-form').then((texts) => texts.jobForm),
  },
  engagementValidation: () =>
    import('@jobbel/shared/i18n/fr-BE/validation-engagements').then((texts) => texts.engagementValidation),
};
