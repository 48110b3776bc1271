import type { CatalogueOf } from '../../locales';
import type { settings as dutch } from '../../nl-BE/web/settings';

export const settings: CatalogueOf<typeof dutch> = {
  preferencesSection: {
    toonMijnTelefoonnummer: 'Show my phone number',
    toonMijnEMailadres: 'Show my email address',
    profielZichtbaarVoorAnderen: 'Profile visible to others',
    berichten: 'Messages',
    nieuweJobsDieBijJe: 'New jobs that suit you',
    meldingenInDeApp: 'In-app notifications',
    eMailmeldingen: 'Email notifications',
  },
  profileSection: {
    bio: 'Bio',
    woonplaats: 'Home town',
    languageHint: 'Jobbel, your emails and your notifications in this language, on all your devices.',
  },
  securitySection: {
    wachtwoordWijzigen: 'Change password',
    huidigWachtwoord: 'Current password',
    passwordChangedSuccessfully: 'Password changed successfully!',
  },
  settingsLayout: {
    tryAgain: 'Try Again',
    failedToLoadProfileData: 'Failed to Load Profile Data',
    instellingen: 'Settings',
    notAuthenticated: 'Not Authenticated',
    authenticated: 'Authenticated',
    terugNaarProfiel: '← Back to profile',
  },
  settingsSections: {
    legal: 'Legal details',
    workStatus: 'Work status',
    privacy: 'Privacy',
    meldingen: 'Notifications',
    beveiliging: 'Security',
    professioneel: 'Professional',
  },
  settingsLoadError: {
    serverError: "We couldn't load your profile because of a temporary server error. Please try again later.",
  },
};
