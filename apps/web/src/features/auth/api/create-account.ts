import type { AccountCreated } from '@jobbel/shared/accounts/account.schemas';
import type { AccountCreatePayload } from '@jobbel/shared/auth/register.schemas';
import { apiRequest } from '../../../lib/api-client';

export function createAccount(payload: AccountCreatePayload) {
  return apiRequest<AccountCreated>('/accounts', {
    method: 'POST',
    body: payload,
    quietErrors: ['account_exists'],
  });
}
