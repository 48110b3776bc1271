export const settings = {
  preferencesSection: {
    toonMijnTelefoonnummer: 'Toon mijn telefoonnummer',
    toonMijnEMailadres: 'Toon mijn e-mailadres',
    profielZichtbaarVoorAnderen: 'Profiel zichtbaar voor anderen',
    berichten: 'Berichten',
    nieuweJobsDieBijJe: 'Nieuwe jobs die bij je passen',
    meldingenInDeApp: 'Meldingen in de app',
    eMailmeldingen: 'E-mailmeldingen',
  },
  profileSection: {
    bio: 'Bio',
    woonplaats: 'Woonplaats',
    languageHint: 'Jobbel, je e-mails en je meldingen in deze taal, op al je toestellen.',
  },
  securitySection: {
    wachtwoordWijzigen: 'Wachtwoord wijzigen',
    huidigWachtwoord: 'Huidig wachtwoord',
    passwordChangedSuccessfully: 'Password changed successfully!',
  },
  settingsLayout: {
    tryAgain: 'Try Again',
    failedToLoadProfileData: 'Failed to Load Profile Data',
    instellingen: 'Instellingen',
    notAuthenticated: 'Not Authenticated',
    authenticated: 'Authenticated',
    terugNaarProfiel: '← Terug naar profiel',
  },
  settingsSections: {
    legal: 'Wettelijke gegevens',
    workStatus: 'Werkstatuut',
    privacy: 'Privacy',
    meldingen: 'Meldingen',
    beveiliging: 'Beveiliging',
    professioneel: 'Professioneel',
  },
  settingsLoadError: {
    serverError:
      'We konden je profielgegevens niet laden door een tijdelijke serverfout. Probeer het later opnieuw.',
  },
};
