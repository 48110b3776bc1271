import type { CatalogueOf } from '../../locales';
import type { registration as dutch } from '../../nl-BE/web/registration';

/** Texts of registering (en). */
export const registration: CatalogueOf<typeof dutch> = {
  registerSteps: {
    privacyLink: 'Privacy statement',
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
  registrationErrors: {
    failed: 'Registration failed. Please try again.',
    serverError: 'A server error occurred. Please try again later.',
    unexpectedServerError: 'An unexpected server error occurred. Please try again later.',
    usernameTaken: 'This username is already taken. Choose another username.',
    emailTaken: 'This email address is already registered. Try logging in or use another email address.',
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
