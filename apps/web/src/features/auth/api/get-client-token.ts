import type { TokenResponse } from '@jobbel/shared/auth/login.schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/** spec 000 §4 step 2: RFC 6749 client credentials, form encoded. */
export async function getClientToken(clientId: string, clientSecret: string): Promise<TokenResponse> {
  try {
    return await apiRequest<TokenResponse>('/oauth2/token', {
      method: 'POST',
      form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_json_response') {
      throw new Error(t('web.auth.session.invalidJson'));
    }
    throw new Error(t('web.auth.session.failed'));
  }
}
