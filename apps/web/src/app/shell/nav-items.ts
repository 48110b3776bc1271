import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
export interface NavItem {
  label: string;
  to?: string;
  /** shown but not usable (docs/decisions/sample-data-screens.md: Game stays a placeholder) */
  hint?: string;
}

/** spec 001 §2: business accounts get 'My Jobs' as the second item. */
export function navItems(isBusiness: boolean): NavItem[] {
  return [
    { label: t('web.app.navItems.jobFeed'), to: paths.dashboard.href() },
    ...(isBusiness ? [{ label: t('web.app.navItems.myJobs'), to: paths.employerDashboard.href() }] : []),
    { label: t('web.common.calendar'), to: paths.calendar.href() },
    { label: t('web.common.events'), to: paths.overview.href() },
    { label: t('web.app.navItems.game'), hint: t('web.app.navItems.comingSoon') },
    { label: t('web.app.navItems.faq'), to: paths.faq.href() },
  ];
}

/** Each side's own pages; an administrator applies to nothing and writes to no one. */
function ownPagesOf(accountType: string | undefined, accountID: number | undefined) {
  if (accountType === 'admin') return [{ label: t('web.app.navItems.admin'), to: paths.admin.href() }];
  const messages = { label: t('web.app.navItems.messages'), to: paths.messages.href() };
  if (accountType === 'business')
    return [
      { label: t('web.app.navItems.yourBusinessPage'), to: paths.business.href(accountID) },
      { label: t('web.common.myPostedJobs'), to: paths.employerDashboard.href() },
      messages,
    ];
  return [{ label: t('web.app.navItems.myApplications'), to: paths.myApplications.href() }, messages];
}

export function profileLinks(accountType: string | undefined, accountID: number | undefined) {
  return [
    { label: t('web.app.navItems.yourProfile'), to: paths.myProfile.href() },
    ...ownPagesOf(accountType, accountID),
    { label: t('web.common.settings'), to: paths.settings.href() },
  ];
}
