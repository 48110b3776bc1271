import { t } from '../../lib/i18n';
export type SettingsSection =
  | 'profile'
  | 'professional'
  | 'businessProfile'
  | 'legal'
  | 'workStatus'
  | 'security'
  | 'notifications'
  | 'privacy';

export const SECTION_LABELS: Record<SettingsSection, string> = {
  profile: t('web.common.profiel'),
  professional: t('web.settings.settingsSections.professioneel'),
  businessProfile: t('web.common.bedrijfsprofiel'),
  legal: t('web.settings.settingsSections.legal'),
  workStatus: t('web.settings.settingsSections.workStatus'),
  security: t('web.settings.settingsSections.beveiliging'),
  notifications: t('web.settings.settingsSections.meldingen'),
  privacy: t('web.settings.settingsSections.privacy'),
};

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
