import type { LoginFormValues } from '@jobbel/shared/auth/login.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';

const loginFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/auth/login.schemas').then((m) => m.loginFormSchema),
);

interface LoginFormProps {
  defaultEmail?: string;
  onSubmit: (values: LoginFormValues) => Promise<void>;
  onForgotPassword: () => void;
}

export function LoginForm({ defaultEmail = '', onSubmit, onForgotPassword }: LoginFormProps) {
  const [failure, setFailure] = useState<Failure>();
  const form = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (loginError) {
      setFailure({
        message:
          loginError instanceof Error && loginError.message
            ? loginError.message
            : t('web.common.loginFailed'),
        cause: loginError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('web.auth.loginForm.title')}>
      {failure && <ErrorBox {...failure} />}
      <TextField
        label={t('web.common.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        label={t('web.common.password')}
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <div className="flex items-center justify-between">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded accent-brand-700"
            {...form.register('rememberMe')}
          />
          {t('web.auth.loginForm.rememberMe')}
        </label>
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('web.auth.loginForm.forgotPassword')}
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('web.common.busy') : t('web.common.signIn')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('web.auth.loginForm.noAccount')}{' '}
        <Link to={paths.register.href()} className="font-semibold text-brand-700 hover:underline">
          {t('web.auth.loginForm.signUp')}
        </Link>
      </p>
    </form>
  );
}
