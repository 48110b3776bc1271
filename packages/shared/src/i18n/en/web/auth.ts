import type { CatalogueOf } from '../../locales';
import type { auth as dutch } from '../../nl-BE/web/auth';

export const auth: CatalogueOf<typeof dutch> = {
  getMe: {
    unableToFetchUserProfile: 'Unable to fetch user profile.',
    unableToFetchUserProfile2: 'Unable to fetch user profile. Please check your connection.',
  },
  forgotPasswordPanel: {
    codeVersturen: 'Send code',
    codeAanvragen: 'Request a code',
    wachtwoordOpslaan: 'Save password',
    code: 'Code',
    wachtwoordHerstellen: 'Reset password',
    vulJeEMailadresIn: "Enter your email address. We'll send you a code to choose a new password.",
    alsEmailBijOnsGeregistreerd: 'If {{email}} is registered with us, you will receive a 6-digit code.',
    wachtwoordVergeten: 'Forgot password',
    jeKanNuInloggenMet: 'You can now log in with your new password.',
    wachtwoordGewijzigd: 'Password changed',
    erGingIetsMisProbeer: 'Something went wrong. Please try again.',
  },
  loginCarousel: {
    upcomingJobs: 'Jobs starting soon',
    hours: '{{hours}} hours',
    showJob: 'Show {{title}}',
  },
  loginForm: {
    signUp: 'Sign Up',
    nogGeenAccount: "Don't have an account yet?",
    forgotPassword: 'Forgot password?',
    onthoudMij: 'Remember me',
    inloggen: 'Log in',
  },
  loginPanel: {
    failedToSendVerificationCode: 'Failed to send verification code. Please try again.',
    unableToSendVerificationCode: 'Unable to send verification code. Please contact support.',
  },
  registerSteps: {
    nationalRegisterNumberOptional: 'National register number (optional)',
    nationalRegisterNumberWhy:
      "An employer only needs it to declare your work to the NSSO (the Dimona); we'll ask you for it then.",
    register: 'Register',
    postcode: 'Postcode',
    stad: 'Town',
    adres: 'Address',
    telefoonnummer: 'Phone number',
    bevestigWachtwoord: 'Confirm password',
    next: 'Next',
    geboortedatum: 'Date of birth',
  },
  registerWizard: {
    emailChanged: 'We sent a new code to {{email}}.',
    changeEmail: 'Wrong email address? Change it',
    hebJeAlEenAccount: 'Already have an account?',
    stepOfThree: 'Registration step {{step}} of 3',
    vindDePerfecteMedewerkerVoor: 'Find the perfect staff for your business',
    registreerAlsWerkgever: 'Register as an Employer',
    beginJeReisNaarFlexibel: 'Start your journey to flexible work',
    wordEenProductNameLower: 'Become a jobber',
  },
  verificationForm: {
    noCodeSentYet: 'Your email address {{email}} has not been confirmed yet. Request a code below.',
    notConfirmedNoCode:
      "The email address {{email}} has not been confirmed yet, but we couldn't send a code. Enter a code you received earlier, or contact info@jobbel.be.",
    codeOpnieuwVersturen: 'Resend code',
    codeOpnieuwVersturenSecondsleftS: 'Resend code ({{secondsLeft}}s)',
    verifieren: 'Verify',
    verificatiecode: 'Verification code',
    codeSentTo: 'We sent a 6-digit code to {{email}}. Enter it below.',
    bevestigJeEMailadres: 'Confirm your email address',
    eMailverificatie: 'Email verification',
    eenNieuweCodeIsVerstuurd: 'A new code has been sent to {{email}}.',
  },
  registrationErrors: {
    registratieMisluktProbeerHetOpnieuw: 'Registration failed. Please try again.',
    erIsEenServerfoutOpgetreden: 'A server error occurred. Please try again later.',
    erIsEenOnverwachteServerfout: 'An unexpected server error occurred. Please try again later.',
    dezeGebruikersnaamIsAlIn: 'This username is already taken. Choose another username.',
    ditEMailadresIsAl:
      'This email address is already registered. Try logging in or use another email address.',
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
    signOutAndRegister: 'Sign out and register',
    backToDashboard: 'Go to the dashboard',
    workerText: "You're signed in as {{email}}. Sign out to create a new account.",
    employerText:
      "You're signed in as {{email}}. An employer account is a separate account: sign out to create it.",
    title: "You're already signed in",
  },
  changeEmailForm: {
    save: 'Send new code',
    title: 'Change email address',
  },
};
