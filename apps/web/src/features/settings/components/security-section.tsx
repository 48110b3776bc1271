import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChangeForm, passwordChangeFormSchema } from '@jobbel/shared/auth/password.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { useChangePassword } from '../api/change-password';

/** spec 001 §5: own password change with the old password; other sessions end on the server. */
export function SecuritySection() {
  const [error, setError] = useState('');
  const changePassword = useChangePassword();
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError('');
    try {
      await changePassword.mutateAsync({
        oldPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset();
      showToast({ type: 'success', message: 'Password changed successfully!' });
    } catch (changeError) {
      setError(
        changeError instanceof Error ? changeError.message : 'Failed to update profile. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label="Wachtwoord wijzigen">
      {error && <ErrorBox message={error} />}
      <PasswordField
        label="Huidig wachtwoord"
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField
        label="Nieuw wachtwoord"
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordField
        label="Bevestig nieuw wachtwoord"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" disabled={isSubmitting}>
        Wachtwoord wijzigen
      </Button>
    </form>
  );
}
