import { labels } from '../../lib/i18n';
export type SettingsSection =
  | 'profile'
  | 'professional'
  | 'businessProfile'
  | 'legal'
  | 'workStatus'
  | 'security'
  | 'notifications'
  | 'privacy';

export const SECTION_LABELS = labels({
  profile: 'web.common.profile',
  professional: 'web.settings.settingsSections.professional',
  businessProfile: 'web.common.businessProfile',
  legal: 'web.settings.settingsSections.legal',
  workStatus: 'web.settings.settingsSections.workStatus',
  security: 'web.settings.settingsSections.security',
  notifications: 'web.settings.settingsSections.notifications',
  privacy: 'web.settings.settingsSections.privacy',
});

/**
 * spec 001 §2: businessProfile takes the second place (instead of professional) for business accounts;
 * each side's legal section follows it (docs/decisions/belgian-engagements.md).
 */
export function sectionsFor(isBusiness: boolean): SettingsSection[] {
  return [
    'profile',
    ...(isBusiness ? (['businessProfile', 'legal'] as const) : (['professional', 'workStatus'] as const)),
    'security',
    'notifications',
    'privacy',
  ];
}

/** The section a link asks for (`?section=` or the older `?tab=`), when this account has it. */
export function pickSection(requested: string | null, sections: SettingsSection[]): SettingsSection {
  const normalized = requested === 'business' ? 'businessProfile' : requested;
  return sections.includes(normalized as SettingsSection) ? (normalized as SettingsSection) : 'profile';
}
