/** Texts of registering: the wizard and its steps, read by the registration and settings screens. */
export const registration = {
  registerSteps: {
    privacyLink: 'Privacyverklaring',
    nationalRegisterNumberOptional: 'Rijksregisternummer (niet verplicht)',
    nationalRegisterNumberWhy:
      'Een werkgever heeft het pas nodig om je werk aan te geven bij de RSZ (de Dimona); dan vragen we het je.',
    submit: 'Register',
    postalCode: 'Postcode',
    city: 'Stad',
    address: 'Adres',
    phone: 'Telefoonnummer',
    confirmPassword: 'Bevestig wachtwoord',
    next: 'Next',
    birthDate: 'Geboortedatum',
  },
  registerWizard: {
    emailChanged: 'We stuurden een nieuwe code naar {{email}}.',
    changeEmail: 'Verkeerd e-mailadres? Wijzig het',
    haveAccount: 'Heb je al een account?',
    stepOfThree: 'Registratie stap {{step}} van 3',
    employerTagline: 'Vind de perfecte medewerker voor je bedrijf',
    employerTitle: 'Registreer als Werkgever',
    workerTagline: 'Begin je reis naar flexibel werk',
    wordEenProductNameLower: 'Word een {{PRODUCT_NAME_LOWER}}aar',
  },
  registrationErrors: {
    failed: 'Registratie mislukt. Probeer het opnieuw.',
    serverError: 'Er is een serverfout opgetreden. Probeer het later opnieuw.',
    unexpectedServerError: 'Er is een onverwachte serverfout opgetreden. Probeer het later opnieuw.',
    usernameTaken: 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.',
    emailTaken: 'Dit e-mailadres is al geregistreerd. Probeer in te loggen of gebruik een ander e-mailadres.',
  },
  registrationChain: {
    userIncomplete: 'Failed to create user: missing userID',
    accountIncomplete: 'Failed to create account: missing accountID or oauth_client',
  },
  signedInRegisterNotice: {
    signOutAndRegister: 'Afmelden en registreren',
    backToDashboard: 'Naar het dashboard',
    workerText: 'Je bent aangemeld als {{email}}. Meld je af om een nieuw account aan te maken.',
    employerText:
      'Je bent aangemeld als {{email}}. Een werkgeversaccount is een apart account: meld je af om het aan te maken.',
    title: 'Je bent al aangemeld',
  },
  changeEmailForm: {
    save: 'Nieuwe code versturen',
    title: 'E-mailadres wijzigen',
  },
};
