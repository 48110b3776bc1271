import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** spec 001 §8: a server error reads as the Dutch sentence, any other failure as its own message. */
export function settingsLoadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500)
    return t('web.settings.settingsLoadError.serverError');
  return error instanceof Error && error.message ? error.message : t('web.common.failedToLoadUserData');
}
