import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import type { CachedUser } from '../api/get-me';
import { login } from '../api/login';
import { sendConfirmationCode } from '../api/send-confirmation-code';
import { verifyEmail } from '../api/verify-email';
import { LoginForm } from './login-form';
import { VerificationForm } from './verification-form';

type View =
  | { name: 'login' }
  | { name: 'forgot' }
  | { name: 'verify'; email: string; password: string; userID?: number; sendError?: string };

// asked for now and then: its code comes when it is opened, not with every login page
const ForgotPasswordPanel = lazy(() =>
  import('./forgot-password-panel').then((module) => ({ default: module.ForgotPasswordPanel })),
);

/** Login, the unconfirmed-email verification screen and the reset flow (spec 000 §2, §4). */
export function LoginPanel({ onLoggedIn }: { onLoggedIn: (user: CachedUser) => void }) {
  const [view, setView] = useState<View>({ name: 'login' });
  const [lastEmail, setLastEmail] = useState('');

  async function handleUnconfirmed(error: ApiError, email: string, password: string) {
    const rawUserID = error.data.userID ?? (error.data.data as { userID?: unknown } | undefined)?.userID;
    const userID = typeof rawUserID === 'number' ? rawUserID : Number.parseInt(String(rawUserID ?? ''), 10);
    const confirmedEmail = typeof error.data.email === 'string' ? error.data.email : email;
    if (!Number.isFinite(userID)) {
      setView({
        name: 'verify',
        email: confirmedEmail,
        password,
        sendError: t('web.auth.loginPanel.codeSendImpossible'),
      });
      return;
    }
    let sendError: string | undefined;
    try {
      await sendConfirmationCode(userID, confirmedEmail);
    } catch (sendFailure) {
      // a code sent less than 60 s ago is still valid; only other failures are shown
      if (!(sendFailure instanceof ApiError && sendFailure.status === 429)) {
        sendError = t('web.auth.loginPanel.codeSendFailed');
      }
    }
    setView({ name: 'verify', email: confirmedEmail, password, userID, sendError });
  }

  if (view.name === 'forgot')
    return (
      <Suspense fallback={<Spinner label={t('web.common.loading')} />}>
        <ForgotPasswordPanel onDone={() => setView({ name: 'login' })} />
      </Suspense>
    );

  if (view.name === 'verify') {
    const { userID, email, password } = view;
    return (
      <VerificationForm
        email={email}
        initialError={view.sendError}
        codeSent={userID !== undefined}
        sendFailed={view.sendError !== undefined}
        onVerify={async (code) => {
          if (userID === undefined) throw new Error(t('web.auth.loginPanel.codeSendImpossible'));
          await verifyEmail(userID, email, code);
          onLoggedIn(await login(email, password, true));
        }}
        onResend={async () => {
          if (userID === undefined) throw new Error('missing userID');
          await sendConfirmationCode(userID, email);
        }}
        resendErrorMessage={t('web.common.codeResendFailed')}
        verifyErrorMessage={(error) =>
          error instanceof Error && error.message ? error.message : t('web.common.emailVerificationFailed')
        }
        footer={
          <button
            type="button"
            onClick={() => setView({ name: 'login' })}
            className="w-full text-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('web.common.backToLogin')}
          </button>
        }
      />
    );
  }

  return (
    <LoginForm
      defaultEmail={lastEmail}
      onSubmit={async ({ email, password, rememberMe }) => {
        setLastEmail(email);
        try {
          onLoggedIn(await login(email, password, rememberMe));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'email_not_confirmed') {
            await handleUnconfirmed(error, email, password);
            return;
          }
          // the form says it, with the failure's Foutcode when the server gave one
          throw error;
        }
      }}
      onForgotPassword={() => setView({ name: 'forgot' })}
    />
  );
}
