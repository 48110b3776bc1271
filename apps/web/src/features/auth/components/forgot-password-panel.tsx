import { emailSchema } from '@jobbel/shared/auth/email.schemas';
import { passwordSchema } from '@jobbel/shared/auth/password.schemas';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { requestPasswordReset, resetPassword } from '../api/password-reset';

/** docs/decisions/email-codes.md: 'Forgot password?' mails a 6-digit code, then sets a new password with the same rules. */
export function ForgotPasswordPanel({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : t('web.auth.forgotPasswordPanel.erGingIetsMisProbeer'),
      );
    } finally {
      setBusy(false);
    }
  }

  function requestCode(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success)
      return setError(
        parsed.error.issues[0]?.message ?? t('web.auth.forgotPasswordPanel.pleaseEnterAValidEmail'),
      );
    return run(async () => {
      await requestPasswordReset(parsed.data);
      setCodeSent(true);
    });
  }

  function submitNewPassword(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? t('web.auth.forgotPasswordPanel.invalidPassword'));
    if (password !== confirmPassword) return setError(t('web.auth.forgotPasswordPanel.passwordsDoNotMatch'));
    if (!/^\d{1,6}$/.test(code))
      return setError(t('web.auth.forgotPasswordPanel.verificationCodeIsRequired'));
    return run(async () => {
      await resetPassword({ email, code, newPassword: password });
      showToast({
        type: 'success',
        title: t('web.auth.forgotPasswordPanel.wachtwoordGewijzigd'),
        message: t('web.auth.forgotPasswordPanel.jeKanNuInloggenMet'),
      });
      onDone();
    });
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">
          {t('web.auth.forgotPasswordPanel.wachtwoordVergeten')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {codeSent
            ? t('web.auth.forgotPasswordPanel.alsEmailBijOnsGeregistreerd', { email })
            : t('web.auth.forgotPasswordPanel.vulJeEMailadresIn')}
        </p>
      </div>
      {error && <ErrorBox message={error} />}
      {codeSent ? (
        <form
          onSubmit={submitNewPassword}
          noValidate
          className="space-y-4"
          aria-label={t('web.auth.forgotPasswordPanel.wachtwoordHerstellen')}
        >
          <TextField
            label={t('web.auth.forgotPasswordPanel.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <PasswordField
            label={t('web.common.nieuwWachtwoord')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('web.common.bevestigNieuwWachtwoord')}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {t('web.auth.forgotPasswordPanel.wachtwoordOpslaan')}
          </Button>
        </form>
      ) : (
        <form
          onSubmit={requestCode}
          noValidate
          className="space-y-4"
          aria-label={t('web.auth.forgotPasswordPanel.codeAanvragen')}
        >
          <TextField
            label={t('web.common.eMailadres')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {t('web.auth.forgotPasswordPanel.codeVersturen')}
          </Button>
        </form>
      )}
      <button
        type="button"
        onClick={onDone}
        className="w-full text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('web.common.terugNaarLogin')}
      </button>
    </div>
  );
}
