import type { INTEREST_KEYS } from '@jobbel/shared/auth/register.schemas';
import { labels } from '../../lib/i18n';

export type Interest = (typeof INTEREST_KEYS)[number];

export const INTEREST_LABELS = labels({
  work: 'web.onboarding.interests.werk',
  chores: 'web.onboarding.interests.klusjes',
  physical: 'web.onboarding.interests.fysiekWerk',
  creativity: 'web.onboarding.interests.creativiteit',
  health: 'web.onboarding.interests.gezondheid',
  selfcare: 'web.onboarding.interests.zelfzorg',
  school: 'web.onboarding.interests.school',
});
