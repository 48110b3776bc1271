import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import { format, parse } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { dateLocale, language, t } from '../../lib/i18n';

// spec 001 §3: 'Mon YYYY - Mon YYYY' or '- Present', with the English month abbreviations the spec shows
// ('Sep 2023 - Present'): part of its mixed strings, kept in nl-BE; the other languages write their own
export function experiencePeriod(
  entry: Pick<WorkExperience, 'workExperienceStartDate' | 'workExperienceEndDate'>,
): string {
  const month = (value: string) =>
    format(parse(value, 'yyyy-MM-dd', new Date()), 'MMM yyyy', {
      locale: language === 'nl-BE' ? enUS : dateLocale(),
    });
  const start = month(entry.workExperienceStartDate);
  return entry.workExperienceEndDate
    ? `${start} - ${month(entry.workExperienceEndDate)}`
    : t('web.experience.experiencePeriod.startPresent', { start });
}
