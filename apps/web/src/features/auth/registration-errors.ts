import { t } from '../../lib/i18n';
// spec 000 §8: registration errors, shown in a red box in Dutch
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === 'account email exists') {
    return t('web.registration.registrationErrors.emailTaken');
  }
  if (message === 'account name exists') {
    return t('web.registration.registrationErrors.usernameTaken');
  }
  if (message.startsWith('HTTP error! status:')) {
    return t('web.registration.registrationErrors.unexpectedServerError');
  }
  if (message === 'Server returned invalid JSON response') {
    return t('web.registration.registrationErrors.serverError');
  }
  return message || t('web.registration.registrationErrors.failed');
}
