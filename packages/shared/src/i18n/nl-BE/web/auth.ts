export const auth = {
  profile: {
    unableToFetchUserProfile: 'Unable to fetch user profile.',
    unableToFetchUserProfile2: 'Unable to fetch user profile. Please check your connection.',
  },
  session: {
    failed: 'Authentication failed',
    invalidJson: 'Server returned invalid JSON response',
  },
  forgotPasswordPanel: {
    sendCode: 'Code versturen',
    requestCode: 'Code aanvragen',
    savePassword: 'Wachtwoord opslaan',
    codeLabel: 'Code',
    title: 'Wachtwoord herstellen',
    intro: 'Vul je e-mailadres in. We sturen je een code om een nieuw wachtwoord te kiezen.',
    alsEmailBijOnsGeregistreerd: 'Als {{email}} bij ons geregistreerd is, ontvang je een code van 6 cijfers.',
    forgotten: 'Wachtwoord vergeten',
    doneMessage: 'Je kan nu inloggen met je nieuwe wachtwoord.',
    doneTitle: 'Wachtwoord gewijzigd',
    failed: 'Er ging iets mis. Probeer het opnieuw.',
  },
  loginCarousel: {
    upcomingJobs: 'Jobs die binnenkort starten',
    hours: '{{hours}} uur',
    showJob: 'Toon {{title}}',
  },
  loginForm: {
    signUp: 'Sign Up',
    noAccount: 'Nog geen account?',
    forgotPassword: 'Forgot password?',
    rememberMe: 'Onthoud mij',
    title: 'Inloggen',
  },
  loginPanel: {
    codeSendFailed: 'Failed to send verification code. Please try again.',
    codeSendImpossible: 'Unable to send verification code. Please contact support.',
  },
  verificationForm: {
    noCodeSentYet: 'Je e-mailadres {{email}} is nog niet bevestigd. Vraag hieronder een code aan.',
    notConfirmedNoCode:
      'Het e-mailadres {{email}} is nog niet bevestigd, maar we konden geen code versturen. Vul een code in die je eerder kreeg, of neem contact op met info@jobbel.be.',
    resend: 'Code opnieuw versturen',
    codeOpnieuwVersturenSecondsleftS: 'Code opnieuw versturen ({{secondsLeft}}s)',
    submit: 'Verifiëren',
    codeLabel: 'Verificatiecode',
    codeSentTo: 'We stuurden een code van 6 cijfers naar {{email}}. Vul ze hieronder in.',
    title: 'Bevestig je e-mailadres',
    heading: 'E-mailverificatie',
    resent: 'Een nieuwe code is verstuurd naar {{email}}.',
  },
};
