import { birthDateError } from '@jobbel/shared/auth/birth-date';
import type { RegisterFormValues } from '@jobbel/shared/auth/register.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';

export type RegisterForm = UseFormReturn<RegisterFormValues>;

/** Next is the form's submit button, so Enter in any field moves on too. */
export function RegisterStepPersonal({ form }: { form: RegisterForm }) {
  const { register, formState, setError, clearErrors } = form;
  const errors = formState.errors;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.common.firstName')}
          autoComplete="given-name"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label={t('web.common.lastName')}
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <TextField
        label={t('web.registration.registerSteps.birthDate')}
        type="date"
        autoComplete="bday"
        {...register('birthDate', {
          // spec 000 §5: checked on blur
          onBlur: (event) => {
            const message = birthDateError(event.target.value);
            if (message) setError('birthDate', { type: 'birthDate', message });
            else clearErrors('birthDate');
          },
        })}
        error={errors.birthDate?.message}
      />
      <TextField
        label={t('web.common.email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <Button type="submit" className="w-full">
        {t('web.registration.registerSteps.next')}
      </Button>
    </>
  );
}
