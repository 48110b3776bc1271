import type { INTEREST_KEYS } from '@jobbel/shared/auth/register.schemas';

export type Interest = (typeof INTEREST_KEYS)[number];

export const INTEREST_LABELS: Record<Interest, string> = {
  work: 'Werk',
  chores: 'Klusjes',
  physical: 'Fysiek werk',
  creativity: 'Creativiteit',
  health: 'Gezondheid',
  selfcare: 'Zelfzorg',
  school: 'School',
};
