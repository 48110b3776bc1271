import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { useChangeRegistrationEmail } from '../api/change-registration-email';
import { emailFormResolver } from './email-form-resolver';

interface ChangeEmailFormProps {
  userID: number;
  clientToken: string;
  email: string;
  onChanged: (email: string) => void;
  onCancel: () => void;
}

/** The verification step's way back: correct a mistyped address, which then gets a new code. */
export function ChangeEmailForm({ userID, clientToken, email, onChanged, onCancel }: ChangeEmailFormProps) {
  const change = useChangeRegistrationEmail();
  const form = useForm({ resolver: emailFormResolver, defaultValues: { email } });
  const submit = form.handleSubmit(({ email: corrected }) =>
    change.mutate({ userID, clientToken, email: corrected }, { onSuccess: () => onChanged(corrected) }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('web.registration.changeEmailForm.title')}
    >
      {change.isError && <ErrorBox message={change.error.message} cause={change.error} />}
      <TextField
        label={t('web.common.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          {t('web.common.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={change.isPending}>
          {t('web.registration.changeEmailForm.save')}
        </Button>
      </div>
    </form>
  );
}
