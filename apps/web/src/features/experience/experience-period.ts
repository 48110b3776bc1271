import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import { parse } from 'date-fns';
import { formatDate } from '../../lib/dates';
import { t } from '../../lib/i18n';

// spec 001 §3: 'Mon YYYY - Mon YYYY' or '- Present'
export function experiencePeriod(
  entry: Pick<WorkExperience, 'workExperienceStartDate' | 'workExperienceEndDate'>,
): string {
  const month = (value: string) =>
    formatDate(parse(value, 'yyyy-MM-dd', new Date()), t('web.experience.experiencePeriod.monthPattern'));
  const start = month(entry.workExperienceStartDate);
  return entry.workExperienceEndDate
    ? `${start} - ${month(entry.workExperienceEndDate)}`
    : t('web.experience.experiencePeriod.startPresent', { start });
}
