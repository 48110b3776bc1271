import type { INTEREST_KEYS } from '@jobbel/shared/auth/register.schemas';
import { t } from '../../lib/i18n';

export type Interest = (typeof INTEREST_KEYS)[number];

export const INTEREST_LABELS: Record<Interest, string> = {
  work: t('web.onboarding.interests.werk'),
  chores: t('web.onboarding.interests.klusjes'),
  physical: t('web.onboarding.interests.fysiekWerk'),
  creativity: t('web.onboarding.interests.creativiteit'),
  health: t('web.onboarding.interests.gezondheid'),
  selfcare: t('web.onboarding.interests.zelfzorg'),
  school: t('web.onboarding.interests.school'),
};
