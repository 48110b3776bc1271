import type { ScreenTextsName } from '../lib/i18n';

// the employer's screens show the accept choice, the Dimona and the exports; a worker's their engagement
const ENGAGEMENT_TEXTS = ['engagements', 'engagementValidation'] as const;
// a person's profile: their header, experience, skills and reviews
const PROFILE_TEXTS = ['experience', 'shifts', 'skills', 'users'] as const;

/**
 * The texts each screen module in `routes/` reads beyond the first screens', which its route loads
 * beside its code (lazy-routes.ts). Plain data, so the JavaScript budgets count them too
 * (scripts/budgets/check-budgets.mjs).
 */
export const SCREEN_TEXTS = {
  admin: ['admin'],
  'business-profile': [
    ...ENGAGEMENT_TEXTS,
    'applications',
    'businesses',
    'checkIn',
    'employer',
    'shifts',
    'team',
  ],
  calendar: ['calendar', 'events'],
  'check-in': ['checkIn', 'engagementValidation'],
  'check-in-screen': ['checkIn', 'engagementValidation', 'shifts'],
  'complete-profile': ['onboarding'],
  contract: ['contracts', 'engagementValidation'],
  contracts: ['contracts'],
  dashboard: [],
  'employer-dashboard': [...ENGAGEMENT_TEXTS, 'applications', 'checkIn', 'employer', 'shifts', 'team'],
  events: ['events'],
  'experience-skills': ['experience', 'skills'],
  faq: ['faq'],
  'job-detail': ['applications'],
  'job-form-routes': ['employer', 'jobForm', 'engagementValidation'],
  login: [],
  'manage-skills-experience': ['experience', 'skills'],
  messages: [],
  'my-applications': [...ENGAGEMENT_TEXTS, 'applications', 'checkIn', 'shifts'],
  privacy: ['privacy'],
  'profile-redirect': [],
  register: ['registration'],
  'select-interests': ['onboarding'],
  settings: [...ENGAGEMENT_TEXTS, 'registration', 'businesses', 'settings'],
  'user-profile': PROFILE_TEXTS,
} as const satisfies Record<string, readonly ScreenTextsName[]>;
