import type { AccountCreated } from '@jobbel/shared/accounts/account.schemas';
import type { AccountCreatePayload } from '@jobbel/shared/auth/register.schemas';
import { apiRequest } from '../../../lib/api-client';

export function createAccount(payload: AccountCreatePayload) {
  return apiRequest<AccountCreated>('/accounts', {
    method: 'POST',
    body: payload,
    // the registration form shows every failure in its error box
    quietErrors: 'all',
  });
}
