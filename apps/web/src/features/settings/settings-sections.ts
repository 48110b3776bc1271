export type SettingsSection =
  | 'profile'
  | 'professional'
  | 'businessProfile'
  | 'security'
  | 'notifications'
  | 'privacy';

export const SECTION_LABELS: Record<SettingsSection, string> = {
  profile: 'Profiel',
  professional: 'Professioneel',
  businessProfile: 'Bedrijfsprofiel',
  security: 'Beveiliging',
  notifications: 'Meldingen',
  privacy: 'Privacy',
};

/** spec 001 §2: businessProfile takes the second place (instead of professional) for business accounts. */
export function sectionsFor(isBusiness: boolean): SettingsSection[] {
  return ['profile', isBusiness ? 'businessProfile' : 'professional', 'security', 'notifications', 'privacy'];
}

/** The section a link asks for (`?section=` or the older `?tab=`), when this account has it. */
export function pickSection(requested: string | null, sections: SettingsSection[]): SettingsSection {
  const normalized = requested === 'business' ? 'businessProfile' : requested;
  return sections.includes(normalized as SettingsSection) ? (normalized as SettingsSection) : 'profile';
}
