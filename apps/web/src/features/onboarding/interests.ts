import type { INTEREST_KEYS } from '@jobbel/shared/auth/register.schemas';
import { labels } from '../../lib/i18n';

export type Interest = (typeof INTEREST_KEYS)[number];

export const INTEREST_LABELS = labels({
  work: 'web.onboarding.interests.work',
  chores: 'web.onboarding.interests.chores',
  physical: 'web.onboarding.interests.physical',
  creativity: 'web.onboarding.interests.creativity',
  health: 'web.onboarding.interests.health',
  selfcare: 'web.onboarding.interests.selfcare',
  school: 'web.onboarding.interests.school',
});
