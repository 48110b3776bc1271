export const settings = {
  preferencesSection: {
    showPhone: 'Toon mijn telefoonnummer',
    showEmail: 'Toon mijn e-mailadres',
    profileVisible: 'Profiel zichtbaar voor anderen',
    messages: 'Berichten',
    matchingJobs: 'Nieuwe jobs die bij je passen',
    inApp: 'Meldingen in de app',
    email: 'E-mailmeldingen',
  },
  profileSection: {
    bio: 'Bio',
    town: 'Woonplaats',
    languageHint: 'Jobbel, je e-mails en je meldingen in deze taal, op al je toestellen.',
  },
  securitySection: {
    changePassword: 'Wachtwoord wijzigen',
    currentPassword: 'Huidig wachtwoord',
    passwordChanged: 'Password changed successfully!',
  },
  settingsLayout: {
    tryAgain: 'Try Again',
    loadFailedTitle: 'Failed to Load Profile Data',
    title: 'Instellingen',
    signedOutTitle: 'Not Authenticated',
    signedIn: 'Authenticated',
    backToProfile: '← Terug naar profiel',
  },
  settingsSections: {
    legal: 'Wettelijke gegevens',
    workStatus: 'Werkstatuut',
    privacy: 'Privacy',
    notifications: 'Meldingen',
    security: 'Beveiliging',
    professional: 'Professioneel',
  },
  settingsLoadError: {
    serverError:
      'We konden je profielgegevens niet laden door een tijdelijke serverfout. Probeer het later opnieuw.',
  },
};
