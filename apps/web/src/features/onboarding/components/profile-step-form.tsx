import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import { isReservedUsername } from '@jobbel/shared/auth/auth.constants';
import type { OnboardingProfileValues } from '@jobbel/shared/users/onboarding.schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';

const onboardingProfileResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/users/onboarding.schemas').then((m) => m.onboardingProfileSchema),
);

interface ProfileStepFormProps {
  defaultDisplayName: string;
  username: string;
  onSubmit: (values: OnboardingProfileValues & { photo: File | null }) => Promise<void>;
  onBack: () => void;
}

/** Onboarding step 1: display name, the fixed username, an optional photo. */
export function ProfileStepForm({ defaultDisplayName, username, onSubmit, onBack }: ProfileStepFormProps) {
  const form = useForm<OnboardingProfileValues>({
    resolver: onboardingProfileResolver,
    values: { displayName: defaultDisplayName },
    resetOptions: { keepDirtyValues: true },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [saveFailure, setSaveFailure] = useState<Failure>();
  const [usernameWarning, setUsernameWarning] = useState('');
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const timer = setTimeout(() => {
      // spec 001 §5: checked 500 ms after typing stops
      const taken = isReservedUsername(username);
      setUsernameWarning(taken ? t('web.onboarding.profileStepForm.usernameTaken') : '');
    }, 500);
    return () => clearTimeout(timer);
  }, [username]);

  function pickPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size >= MAX_UPLOAD_BYTES) {
      setSaveFailure({ message: t('web.onboarding.profileStepForm.imageTooLarge') });
      event.target.value = '';
      return;
    }
    setSaveFailure(undefined);
    setPhoto(file);
  }

  const submit = form.handleSubmit(async (values) => {
    setSaveFailure(undefined);
    try {
      await onSubmit({ ...values, photo });
    } catch (failure) {
      setSaveFailure({
        message: failure instanceof Error ? failure.message : t('web.onboarding.profileStepForm.saveFailed'),
        cause: failure,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-2xl font-extrabold">
        {t('web.onboarding.profileStepForm.welcome', { product: PRODUCT_NAME })}
      </h1>
      <p className="text-slate-600">{t('web.onboarding.profileStepForm.intro')}</p>
      {saveFailure && <ErrorBox {...saveFailure} />}
      <TextField
        label={t('web.onboarding.profileStepForm.displayName')}
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <TextField
        label={t('web.common.username')}
        value={username}
        disabled
        hint={t('web.onboarding.profileStepForm.usernameFixed')}
        error={usernameWarning || undefined}
        readOnly
      />
      <div>
        <label htmlFor="onboarding-photo" className="mb-1 block text-sm font-medium text-slate-700">
          {t('web.onboarding.profileStepForm.photo')}
        </label>
        <input
          id="onboarding-photo"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={pickPhoto}
          className="text-sm"
        />
      </div>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('web.common.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {t('web.common.next')}
        </Button>
      </div>
    </form>
  );
}
