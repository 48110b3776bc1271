import type { CatalogueOf } from '../../locales';
import type { auth as dutch } from '../../nl-BE/web/auth';

export const auth: CatalogueOf<typeof dutch> = {
  profile: {
    unableToFetchUserProfile: 'Unable to fetch user profile.',
    unableToFetchUserProfile2: 'Unable to fetch user profile. Please check your connection.',
  },
  forgotPasswordPanel: {
    sendCode: 'Send code',
    requestCode: 'Request a code',
    savePassword: 'Save password',
    codeLabel: 'Code',
    title: 'Reset password',
    intro: "Enter your email address. We'll send you a code to choose a new password.",
    alsEmailBijOnsGeregistreerd: 'If {{email}} is registered with us, you will receive a 6-digit code.',
    forgotten: 'Forgot password',
    doneMessage: 'You can now log in with your new password.',
    doneTitle: 'Password changed',
    failed: 'Something went wrong. Please try again.',
  },
  loginCarousel: {
    upcomingJobs: 'Jobs starting soon',
    hours: '{{hours}} hours',
    showJob: 'Show {{title}}',
  },
  loginForm: {
    signUp: 'Sign Up',
    noAccount: "Don't have an account yet?",
    forgotPassword: 'Forgot password?',
    rememberMe: 'Remember me',
    title: 'Log in',
  },
  loginPanel: {
    codeSendFailed: 'Failed to send verification code. Please try again.',
    codeSendImpossible: 'Unable to send verification code. Please contact support.',
  },
  registerSteps: {
    nationalRegisterNumberOptional: 'National register number (optional)',
    nationalRegisterNumberWhy:
      "An employer only needs it to declare your work to the NSSO (the Dimona); we'll ask you for it then.",
    submit: 'Register',
    postalCode: 'Postcode',
    city: 'Town',
    address: 'Address',
    phone: 'Phone number',
    confirmPassword: 'Confirm password',
    next: 'Next',
    birthDate: 'Date of birth',
  },
  registerWizard: {
    emailChanged: 'We sent a new code to {{email}}.',
    changeEmail: 'Wrong email address? Change it',
    haveAccount: 'Already have an account?',
    stepOfThree: 'Registration step {{step}} of 3',
    employerTagline: 'Find the perfect staff for your business',
    employerTitle: 'Register as an Employer',
    workerTagline: 'Start your journey to flexible work',
    wordEenProductNameLower: 'Become a jobber',
  },
  verificationForm: {
    noCodeSentYet: 'Your email address {{email}} has not been confirmed yet. Request a code below.',
    notConfirmedNoCode:
      "The email address {{email}} has not been confirmed yet, but we couldn't send a code. Enter a code you received earlier, or contact info@jobbel.be.",
    resend: 'Resend code',
    codeOpnieuwVersturenSecondsleftS: 'Resend code ({{secondsLeft}}s)',
    submit: 'Verify',
    codeLabel: 'Verification code',
    codeSentTo: 'We sent a 6-digit code to {{email}}. Enter it below.',
    title: 'Confirm your email address',
    heading: 'Email verification',
    resent: 'A new code has been sent to {{email}}.',
  },
  registrationErrors: {
    failed: 'Registration failed. Please try again.',
    serverError: 'A server error occurred. Please try again later.',
    unexpectedServerError: 'An unexpected server error occurred. Please try again later.',
    usernameTaken: 'This username is already taken. Choose another username.',
    emailTaken: 'This email address is already registered. Try logging in or use another email address.',
  },
  session: {
    failed: 'Authentication failed',
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
