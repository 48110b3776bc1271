import { CONTRACTS_LINK, checkInLink, checkInScreenLink, contractLink } from '@jobbel/shared/app/links';

/** Every route path of the product (spec 000 §2 and 001 §2), with a builder for its href. */
export const paths = {
  home: { path: '/', href: () => '/' },
  register: {
    path: '/register',
    href: (type?: 'worker' | 'employer') => (type ? `/register?type=${type}` : '/register'),
  },
  login: {
    path: '/login',
    /** `next`: where to go once signed in (a path inside the app); `reason`: why the visitor is asked to */
    href: (next?: string, reason?: LoginReason) => {
      const query = new URLSearchParams();
      if (next) query.set('next', next);
      if (reason) query.set('reason', reason);
      const search = query.toString();
      return search ? `/login?${search}` : '/login';
    },
  },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  game: { path: '/game', href: () => '/game' },
  job: { path: '/jobs/:id', href: (id: number | string) => `/jobs/${id}` },
  jobCreate: { path: '/jobs/create', href: () => '/jobs/create' },
  jobEdit: { path: '/jobs/:id/edit', href: (id: number | string) => `/jobs/${id}/edit` },
  /** the venue's screen of a job: its check-in code (packages/shared/src/app/links.ts) */
  checkInScreen: { path: '/jobs/:id/check-in', href: checkInScreenLink },
  contract: { path: '/contracts/:id', href: contractLink },
  contracts: { path: CONTRACTS_LINK, href: () => CONTRACTS_LINK },
  /** the worker's check-in, opened by the QR code with its job and code */
  checkIn: { path: '/check-in', href: checkInLink },
  completeProfile: { path: '/complete-profile', href: () => '/complete-profile' },
  experienceSkills: { path: '/experience-skills', href: () => '/experience-skills' },
  selectInterests: { path: '/select-interests', href: () => '/select-interests' },
  employerDashboard: { path: '/employer-dashboard', href: () => '/employer-dashboard' },
  business: {
    path: '/business/:accountId?',
    href: (accountId?: number | string) => `/business/${accountId ?? ''}`,
  },
  calendar: { path: '/calendar', href: () => '/calendar' },
  overview: { path: '/overview', href: () => '/overview' },
  myProfile: { path: '/my-profile', href: () => '/my-profile' },
  profile: { path: '/profile/:userId', href: (userId: number | string) => `/profile/${userId}` },
  settings: {
    path: '/settings',
    href: (section?: string) => (section ? `/settings?section=${section}` : '/settings'),
  },
  /** Sends the signed-in account to its own profile, whichever kind it is. */
  ownProfile: { path: '/profile', href: () => '/profile' },
  manageSkills: { path: '/manage-skills-experience', href: () => '/manage-skills-experience' },
  myApplications: { path: '/my-applications', href: () => '/my-applications' },
  messages: { path: '/messages', href: () => '/messages' },
  faq: { path: '/faq', href: () => '/faq' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  admin: { path: '/admin', href: () => '/admin' },
} as const;

/** Why the login page was opened for the visitor: the page says it in a line above the form. */
export const LOGIN_REASONS = ['expired', 'signed-out'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export function loginReasonFrom(search: URLSearchParams): LoginReason | undefined {
  const reason = search.get('reason');
  return LOGIN_REASONS.find((known) => known === reason);
}

/** A `next` address from the query string, if it stays inside the app (never another site). */
export function returnPathFrom(search: URLSearchParams): string | undefined {
  const next = search.get('next');
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : undefined;
}
