import type { Account } from '@jobbel/shared/accounts/account.schemas';
import { apiRequest } from '../../../lib/api-client';

/** PUT /accounts/{id}: the account name is the username (spec 000 §3). */
export function renameAccount(accountID: number, accountName: string, clientToken: string) {
  return apiRequest<Account>(`/accounts/${accountID}`, {
    method: 'PUT',
    body: { accountName },
    token: clientToken,
    // the registration form shows every failure in its error box
    quietErrors: 'all',
  });
}
