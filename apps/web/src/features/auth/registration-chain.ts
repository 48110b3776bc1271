import type { AccountCreatePayload, RegisterFormValues } from '@jobbel/shared/auth/register.schemas';
import type { RegisterType } from '@jobbel/shared/auth/register-form';
import { t } from '../../lib/i18n';
import { createAccount } from './api/create-account';
import { getClientToken } from './api/get-client-token';
import { registerUser } from './api/register-user';
import { renameAccount } from './api/rename-account';
import { sendConfirmationCode } from './api/send-confirmation-code';

export interface PendingVerification {
  userID: number;
  email: string;
  password: string;
  /** kept in memory only, so a mistyped address can still be corrected */
  clientToken: string;
  /** the user exists but the code could not be mailed: the verification screen offers to send it */
  sendFailed?: boolean;
}

/** The account step 1 made; a later try of the same registration goes on with it. */
type AccountType = NonNullable<AccountCreatePayload['accountType']>;

interface StartedAccount {
  accountID: number;
  accountName: string;
  accountType: AccountType;
  email: string;
  clientToken: string;
}

/**
 * What one registration form has made so far, kept by the form between its tries: the server holds an
 * account without user for an hour against anyone else with that email, so a second try must reuse it.
 */
export interface RegistrationAttempt {
  account?: StartedAccount;
}

async function accountFor(
  form: RegisterFormValues,
  accountType: AccountType,
  attempt: RegistrationAttempt,
): Promise<StartedAccount> {
  const earlier = attempt.account;
  if (earlier && earlier.email === form.email && earlier.accountType === accountType) {
    // the account name is the username: a corrected username renames the account first
    if (earlier.accountName !== form.username) {
      await renameAccount(earlier.accountID, form.username, earlier.clientToken);
      earlier.accountName = form.username;
    }
    return earlier;
  }
  const account = await createAccount({
    accountName: form.username,
    accountType,
    accountEmail: form.email,
  });
  const accountID = account?.accountID ?? account?.account?.accountID;
  if (!accountID || !account.oauth_client) {
    throw new Error(t('web.registration.registrationChain.accountIncomplete'));
  }
  const token = await getClientToken(account.oauth_client.client_id, account.oauth_client.client_secret);
  attempt.account = {
    accountID,
    accountName: form.username,
    accountType,
    email: form.email,
    clientToken: token.access_token,
  };
  return attempt.account;
}

/** spec 000 §4, steps 1-4 of the registration chain; the caller then shows the verification form. */
export async function startRegistration(
  form: RegisterFormValues,
  type: RegisterType,
  attempt: RegistrationAttempt,
): Promise<PendingVerification> {
  const { accountID, clientToken } = await accountFor(
    form,
    type === 'employer' ? 'business' : 'user',
    attempt,
  );
  const created = await registerUser(
    {
      userAccountID: accountID,
      userUsername: form.username,
      userFirstName: form.firstName,
      userLastName: form.lastName,
      userPassword: form.password,
      userEmail: form.email,
      userPhoneNumber: form.phoneNumber,
      userGsmNumber: form.phoneNumber,
      userNationalRegisterNumber: form.nationalRegisterNumber,
      userDateOfBirth: form.birthDate,
      userAddressStreet: form.address,
      userAddressNumber: '',
      userAddressZipCode: form.zipCode,
      userAddressCity: form.city,
      userAddressCountry: form.country,
    },
    clientToken,
  );
  const userID = created?.userID ?? created?.user?.userID;
  if (!userID) throw new Error(t('web.registration.registrationChain.userIncomplete'));
  const pending = { userID, email: form.email, password: form.password, clientToken };
  try {
    await sendConfirmationCode(userID, form.email);
    return pending;
  } catch {
    // the registration itself is done: a new try would find its own user and fail
    return { ...pending, sendFailed: true };
  }
}
