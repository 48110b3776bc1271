import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { login } from '../api/login';
import { sendConfirmationCode } from '../api/send-confirmation-code';
import { verifyEmail } from '../api/verify-email';
import type { PendingVerification } from '../registration-chain';
import { ChangeEmailForm } from './change-email-form';
import { VerificationForm } from './verification-form';

interface RegisterVerificationProps {
  pending: PendingVerification;
  onPendingChange: (pending: PendingVerification) => void;
  onRegistered: () => void;
}

/**
 * The registration's last part: the code mailed to the new address, or a corrected address. Loaded once
 * the form is on its last step, so the first step shows sooner (docs/performance.md).
 */
export function RegisterVerification({ pending, onPendingChange, onRegistered }: RegisterVerificationProps) {
  const [changingEmail, setChangingEmail] = useState(false);
  const [notice, setNotice] = useState('');

  async function verify(code: string) {
    await verifyEmail(pending.userID, pending.email, code);
    // not remembered: only the login form's "Onthoud mij" makes a session outlive the browser
    await login(pending.email, pending.password, false);
    onRegistered();
  }

  if (changingEmail)
    return (
      <div className="mt-6">
        <ChangeEmailForm
          userID={pending.userID}
          clientToken={pending.clientToken}
          email={pending.email}
          onCancel={() => setChangingEmail(false)}
          onChanged={(email) => {
            onPendingChange({ ...pending, email });
            setChangingEmail(false);
            setNotice(t('web.registration.registerWizard.emailChanged', { email }));
          }}
        />
      </div>
    );
  return (
    <div className="mt-6 space-y-4">
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <VerificationForm
        key={pending.email}
        email={pending.email}
        onVerify={verify}
        sendFailed={pending.sendFailed}
        initialError={pending.sendFailed ? t('web.auth.loginPanel.codeSendFailed') : undefined}
        onResend={() => sendConfirmationCode(pending.userID, pending.email).then(() => undefined)}
        resendErrorMessage={t('web.common.codeResendFailed')}
        verifyErrorMessage={(verifyError) =>
          verifyError instanceof Error && verifyError.message
            ? verifyError.message
            : t('web.common.emailVerificationFailed')
        }
        footer={
          <button
            type="button"
            onClick={() => setChangingEmail(true)}
            className="w-full text-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('web.registration.registerWizard.changeEmail')}
          </button>
        }
      />
    </div>
  );
}
