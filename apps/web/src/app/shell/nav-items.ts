import { paths } from '../../config/paths';
export interface NavItem {
  label: string;
  to?: string;
  /** shown but not usable (docs/decisions/sample-data-screens.md: Game stays a placeholder) */
  hint?: string;
}

/** spec 001 §2: business accounts get 'My Jobs' as the second item. */
export function navItems(isBusiness: boolean): NavItem[] {
  return [
    { label: 'Jobfeed', to: paths.dashboard.href() },
    ...(isBusiness ? [{ label: 'My Jobs', to: paths.employerDashboard.href() }] : []),
    { label: 'Agenda', to: paths.calendar.href() },
    { label: 'Events', to: paths.overview.href() },
    { label: 'Game', hint: 'Binnenkort' },
    { label: 'FAQ', to: paths.faq.href() },
  ];
}

export function profileLinks(isBusiness: boolean, accountID: number | undefined) {
  return [
    { label: 'Your Profile', to: paths.myProfile.href() },
    ...(isBusiness
      ? [
          { label: 'Your Business Page', to: paths.business.href(accountID) },
          { label: 'My Posted Jobs', to: paths.employerDashboard.href() },
        ]
      : [{ label: 'My Applications', to: paths.myApplications.href() }]),
    { label: 'Settings', to: paths.settings.href() },
  ];
}
