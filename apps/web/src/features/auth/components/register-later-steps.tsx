import { COUNTRY_CODES } from '@jobbel/shared/app/product.constants';
import { NATIONAL_REGISTER_NUMBER_HINT } from '@jobbel/shared/auth/register-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { labelOf, t } from '../../../lib/i18n';

import type { RegisterForm } from './register-steps';

// the registration's second and third steps, loaded once someone starts on the first (register-wizard.tsx)

export function RegisterStepAccount({ form, onBack }: { form: RegisterForm; onBack: () => void }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <TextField
        label={t('web.common.username')}
        autoComplete="username"
        {...register('username')}
        error={errors.username?.message}
      />
      <PasswordField
        label={t('web.common.password')}
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        label={t('web.registration.registerSteps.confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <TextField
        label={t('web.registration.registerSteps.phone')}
        type="tel"
        autoComplete="tel"
        {...register('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('web.common.back')}
        </Button>
        <Button type="submit" className="flex-1">
          {t('web.common.next')}
        </Button>
      </div>
    </>
  );
}

/**
 * The national register number may wait until an employer must declare her work (DECISIONS.md); an
 * employer's own registration does not ask it at all.
 */
export function RegisterStepIdentity({
  form,
  onBack,
  asksNationalRegisterNumber,
}: {
  form: RegisterForm;
  onBack: () => void;
  asksNationalRegisterNumber: boolean;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      {asksNationalRegisterNumber && (
        <TextField
          label={t('web.registration.registerSteps.nationalRegisterNumberOptional')}
          placeholder={t('web.common.nationalRegisterNumberExample')}
          hint={`${t(NATIONAL_REGISTER_NUMBER_HINT)} ${t('web.registration.registerSteps.nationalRegisterNumberWhy')}`}
          {...register('nationalRegisterNumber')}
          error={errors.nationalRegisterNumber?.message}
        />
      )}
      <TextField
        label={t('web.registration.registerSteps.address')}
        autoComplete="street-address"
        {...register('address')}
        error={errors.address?.message}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.registration.registerSteps.city')}
          autoComplete="address-level2"
          {...register('city')}
          error={errors.city?.message}
        />
        <TextField
          label={t('web.registration.registerSteps.postalCode')}
          autoComplete="postal-code"
          {...register('zipCode')}
          error={errors.zipCode?.message}
        />
      </div>
      <SelectField
        label={t('web.common.country')}
        options={COUNTRY_CODES.map((code) => ({ value: code, label: labelOf('web.common.countries', code) }))}
        {...register('country')}
      />
      <p className="text-xs text-slate-600">
        <Link to={paths.privacy.href()} target="_blank" className="font-semibold text-brand-700 underline">
          {t('web.registration.registerSteps.privacyLink')}
        </Link>
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('web.common.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('web.common.busy') : t('web.registration.registerSteps.submit')}
        </Button>
      </div>
    </>
  );
}
