import type { PasswordChangeForm } from '@jobbel/shared/auth/password.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

const passwordChangeFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/auth/password.schemas').then((m) => m.passwordChangeFormSchema),
);

/** spec 001 §5: own password change with the old password; other sessions end on the server. */
export function SecuritySection() {
  const [failure, setFailure] = useState<Failure>();
  const changePassword = useChangePassword();
  const form = useForm<PasswordChangeForm>({
    resolver: passwordChangeFormResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await changePassword.mutateAsync({
        oldPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset();
      showToast({ type: 'success', message: t('web.settings.securitySection.passwordChanged') });
    } catch (changeError) {
      setFailure({
        message: changeError instanceof Error ? changeError.message : t('web.common.profileUpdateFailed'),
        cause: changeError,
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-md space-y-4"
      aria-label={t('web.settings.securitySection.changePassword')}
    >
      {failure && <ErrorBox {...failure} />}
      <PasswordField
        label={t('web.settings.securitySection.currentPassword')}
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={errors.currentPassword?.message}
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
      <Button type="submit" disabled={isSubmitting}>
        {t('web.settings.securitySection.changePassword')}
      </Button>
    </form>
  );
}
