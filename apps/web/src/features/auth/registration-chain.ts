import type { RegisterFormValues, RegisterType } from '@jobbel/shared/auth/register.schemas';
import { t } from '../../lib/i18n';
import { createAccount } from './api/create-account';
import { getClientToken } from './api/get-client-token';
import { registerUser } from './api/register-user';
import { sendConfirmationCode } from './api/send-confirmation-code';

export interface PendingVerification {
  userID: number;
  email: string;
  password: string;
  /** kept in memory only, so a mistyped address can still be corrected */
  clientToken: string;
}

/** spec 000 §4, steps 1-4 of the registration chain; the caller then shows the verification form. */
export async function startRegistration(
  form: RegisterFormValues,
  type: RegisterType,
): Promise<PendingVerification> {
  const account = await createAccount({
    accountName: form.username,
    accountType: type === 'employer' ? 'business' : 'user',
    accountEmail: form.email,
  });
  const accountID = account?.accountID ?? account?.account?.accountID;
  if (!accountID || !account.oauth_client) {
    throw new Error(t('web.auth.registrationChain.accountIncomplete'));
  }
  const token = await getClientToken(account.oauth_client.client_id, account.oauth_client.client_secret);
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
    token.access_token,
  );
  const userID = created?.userID ?? created?.user?.userID;
  if (!userID) throw new Error(t('web.auth.registrationChain.userIncomplete'));
  await sendConfirmationCode(userID, form.email);
  return { userID, email: form.email, password: form.password, clientToken: token.access_token };
}
