export const auth = {
  getMe: {
    unableToFetchUserProfile: 'Unable to fetch user profile.',
    unableToFetchUserProfile2: 'Unable to fetch user profile. Please check your connection.',
  },
  forgotPasswordPanel: {
    codeVersturen: 'Code versturen',
    codeAanvragen: 'Code aanvragen',
    wachtwoordOpslaan: 'Wachtwoord opslaan',
    code: 'Code',
    wachtwoordHerstellen: 'Wachtwoord herstellen',
    vulJeEMailadresIn: 'Vul je e-mailadres in. We sturen je een code om een nieuw wachtwoord te kiezen.',
    alsEmailBijOnsGeregistreerd: 'Als {{email}} bij ons geregistreerd is, ontvang je een code van 6 cijfers.',
    wachtwoordVergeten: 'Wachtwoord vergeten',
    jeKanNuInloggenMet: 'Je kan nu inloggen met je nieuwe wachtwoord.',
    wachtwoordGewijzigd: 'Wachtwoord gewijzigd',
    erGingIetsMisProbeer: 'Er ging iets mis. Probeer het opnieuw.',
  },
  loginCarousel: {
    upcomingJobs: 'Jobs die binnenkort starten',
    hours: '{{hours}} uur',
    showJob: 'Toon {{title}}',
  },
  loginForm: {
    signUp: 'Sign Up',
    nogGeenAccount: 'Nog geen account?',
    forgotPassword: 'Forgot password?',
    onthoudMij: 'Onthoud mij',
    inloggen: 'Inloggen',
  },
  loginPanel: {
    failedToSendVerificationCode: 'Failed to send verification code. Please try again.',
    unableToSendVerificationCode: 'Unable to send verification code. Please contact support.',
  },
  registerSteps: {
    nationalRegisterNumberOptional: 'Rijksregisternummer (niet verplicht)',
    nationalRegisterNumberWhy:
      'Een werkgever heeft het pas nodig om je werk aan te geven bij de RSZ (de Dimona); dan vragen we het je.',
    register: 'Register',
    postcode: 'Postcode',
    stad: 'Stad',
    adres: 'Adres',
    telefoonnummer: 'Telefoonnummer',
    bevestigWachtwoord: 'Bevestig wachtwoord',
    next: 'Next',
    geboortedatum: 'Geboortedatum',
  },
  registerWizard: {
    emailChanged: 'We stuurden een nieuwe code naar {{email}}.',
    changeEmail: 'Verkeerd e-mailadres? Wijzig het',
    hebJeAlEenAccount: 'Heb je al een account?',
    stepOfThree: 'Registratie stap {{step}} van 3',
    vindDePerfecteMedewerkerVoor: 'Vind de perfecte medewerker voor je bedrijf',
    registreerAlsWerkgever: 'Registreer als Werkgever',
    beginJeReisNaarFlexibel: 'Begin je reis naar flexibel werk',
    wordEenProductNameLower: 'Word een {{PRODUCT_NAME_LOWER}}aar',
  },
  verificationForm: {
    noCodeSentYet: 'Je e-mailadres {{email}} is nog niet bevestigd. Vraag hieronder een code aan.',
    notConfirmedNoCode:
      'Het e-mailadres {{email}} is nog niet bevestigd, maar we konden geen code versturen. Vul een code in die je eerder kreeg, of neem contact op met info@jobbel.be.',
    codeOpnieuwVersturen: 'Code opnieuw versturen',
    codeOpnieuwVersturenSecondsleftS: 'Code opnieuw versturen ({{secondsLeft}}s)',
    verifieren: 'Verifiëren',
    verificatiecode: 'Verificatiecode',
    codeSentTo: 'We stuurden een code van 6 cijfers naar {{email}}. Vul ze hieronder in.',
    bevestigJeEMailadres: 'Bevestig je e-mailadres',
    eMailverificatie: 'E-mailverificatie',
    eenNieuweCodeIsVerstuurd: 'Een nieuwe code is verstuurd naar {{email}}.',
  },
  registrationErrors: {
    registratieMisluktProbeerHetOpnieuw: 'Registratie mislukt. Probeer het opnieuw.',
    erIsEenServerfoutOpgetreden: 'Er is een serverfout opgetreden. Probeer het later opnieuw.',
    erIsEenOnverwachteServerfout: 'Er is een onverwachte serverfout opgetreden. Probeer het later opnieuw.',
    dezeGebruikersnaamIsAlIn: 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.',
    ditEMailadresIsAl:
      'Dit e-mailadres is al geregistreerd. Probeer in te loggen of gebruik een ander e-mailadres.',
  },
  getClientToken: {
    authenticationFailed: 'Authentication failed',
    invalidJson: 'Server returned invalid JSON response',
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
