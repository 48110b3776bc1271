import type { CatalogueOf } from '../../locales';
import type { auth as dutch } from '../../nl-BE/web/auth';

export const auth: CatalogueOf<typeof dutch> = {
  profile: {
    unableToFetchUserProfile: 'Unable to fetch user profile.',
    unableToFetchUserProfile2: 'Unable to fetch user profile. Please check your connection.',
  },
  session: {
    failed: 'Authentication failed',
    invalidJson: 'Server returned invalid JSON response',
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
};
