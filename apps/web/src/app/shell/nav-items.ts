export interface NavItem {
  label: string;
  to?: string;
  /** shown but not usable (docs/decisions/sample-data-screens.md: Game stays a placeholder) */
  hint?: string;
}

/** spec 001 §2: business accounts get 'My Jobs' as the second item. */
export function navItems(isBusiness: boolean): NavItem[] {
  return [
    { label: 'Jobfeed', to: '/dashboard' },
    ...(isBusiness ? [{ label: 'My Jobs', to: '/employer-dashboard' }] : []),
    { label: 'Agenda', to: '/calendar' },
    { label: 'Events', to: '/overview' },
    { label: 'Game', hint: 'Binnenkort' },
    { label: 'FAQ', to: '/faq' },
  ];
}

export function profileLinks(isBusiness: boolean, accountID: number | undefined) {
  return [
    { label: 'Your Profile', to: '/my-profile' },
    ...(isBusiness
      ? [
          { label: 'Your Business Page', to: `/business/${accountID ?? ''}` },
          { label: 'My Posted Jobs', to: '/employer-dashboard' },
        ]
      : [{ label: 'My Applications', to: '/my-applications' }]),
    { label: 'Settings', to: '/settings' },
  ];
}
