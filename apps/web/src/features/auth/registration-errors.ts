import { t } from '../../lib/i18n';
// spec 000 §8: registration errors, shown in a red box in Dutch
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === 'account email exists') {
    return t('web.auth.registrationErrors.ditEMailadresIsAl');
  }
  if (message === 'account name exists') {
    return t('web.auth.registrationErrors.dezeGebruikersnaamIsAlIn');
  }
  if (message.startsWith('HTTP error! status:')) {
    return t('web.auth.registrationErrors.erIsEenOnverwachteServerfout');
  }
  if (message === 'Server returned invalid JSON response') {
    return t('web.auth.registrationErrors.erIsEenServerfoutOpgetreden');
  }
  return message || t('web.auth.registrationErrors.registratieMisluktProbeerHetOpnieuw');
}
