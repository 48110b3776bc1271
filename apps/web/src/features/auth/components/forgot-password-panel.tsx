import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
import { emailFormResolver } from './email-form-resolver';

const passwordResetFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/auth/password.schemas').then((m) => m.passwordResetFormSchema),
);

const failureText = (failure: unknown) =>
  failure instanceof Error ? failure.message : t('web.auth.forgotPasswordPanel.failed');

function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: emailFormResolver, defaultValues: { email: '' } });
  const submit = form.handleSubmit(({ email }) => request.mutate(email, { onSuccess: () => onSent(email) }));
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('web.auth.forgotPasswordPanel.requestCode')}
    >
      {request.isError && <ErrorBox message={failureText(request.error)} cause={request.error} />}
      <TextField
        label={t('web.common.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {t('web.auth.forgotPasswordPanel.sendCode')}
      </Button>
    </form>
  );
}

function NewPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: passwordResetFormResolver,
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ code, newPassword }) =>
    reset.mutate(
      { email, code, newPassword },
      {
        onSuccess: () => {
          showToast({
            type: 'success',
            title: t('web.auth.forgotPasswordPanel.doneTitle'),
            message: t('web.auth.forgotPasswordPanel.doneMessage'),
          });
          onDone();
        },
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('web.auth.forgotPasswordPanel.title')}
    >
      {reset.isError && <ErrorBox message={failureText(reset.error)} cause={reset.error} />}
      <TextField
        label={t('web.auth.forgotPasswordPanel.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.register('code', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
        error={errors.code?.message}
      />
      <PasswordField
        label={t('web.common.newPassword')}
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordField
        label={t('web.common.confirmNewPassword')}
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {t('web.auth.forgotPasswordPanel.savePassword')}
      </Button>
    </form>
  );
}

/** docs/decisions/email-codes.md: 'Forgot password?' mails a 6-digit code, then sets a new password with the same rules. */
export function ForgotPasswordPanel({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{t('web.auth.forgotPasswordPanel.forgotten')}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {email
            ? t('web.auth.forgotPasswordPanel.alsEmailBijOnsGeregistreerd', { email })
            : t('web.auth.forgotPasswordPanel.intro')}
        </p>
      </div>
      {email ? <NewPasswordForm email={email} onDone={onDone} /> : <RequestCodeForm onSent={setEmail} />}
      <button
        type="button"
        onClick={onDone}
        className="w-full text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('web.common.backToLogin')}
      </button>
    </div>
  );
}
