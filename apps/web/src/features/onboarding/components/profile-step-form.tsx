import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import {
  type OnboardingProfileValues,
  onboardingProfileSchema,
  RESERVED_USERNAMES,
} from '@jobbel/shared/users/onboarding.schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';

interface ProfileStepFormProps {
  defaultDisplayName: string;
  username: string;
  onSubmit: (values: OnboardingProfileValues & { photo: File | null }) => Promise<void>;
  onBack: () => void;
}

/** Onboarding step 1: display name, the fixed username, an optional photo. */
export function ProfileStepForm({ defaultDisplayName, username, onSubmit, onBack }: ProfileStepFormProps) {
  const form = useForm<OnboardingProfileValues>({
    resolver: zodResolver(onboardingProfileSchema),
    values: { displayName: defaultDisplayName },
    resetOptions: { keepDirtyValues: true },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [usernameWarning, setUsernameWarning] = useState('');
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const timer = setTimeout(() => {
      const taken = RESERVED_USERNAMES.includes(username.toLowerCase());
      setUsernameWarning(taken ? 'Deze gebruikersnaam is al in gebruik' : '');
    }, 500);
    return () => clearTimeout(timer);
  }, [username]);

  function pickPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size >= MAX_UPLOAD_BYTES) {
      setError('Image file size must be less than 3MB. Please choose a smaller image.');
      event.target.value = '';
      return;
    }
    setError('');
    setPhoto(file);
  }

  const submit = form.handleSubmit(async (values) => {
    setError('');
    try {
      await onSubmit({ ...values, photo });
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : 'Failed to save profile information. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-2xl font-extrabold">Welkom bij {PRODUCT_NAME}</h1>
      <p className="text-slate-600">Vertel ons wie je bent. Je kan dit later nog aanpassen.</p>
      {error && <ErrorBox message={error} />}
      <TextField label="Weergavenaam" error={errors.displayName?.message} {...form.register('displayName')} />
      <TextField
        label="Gebruikersnaam"
        value={username}
        disabled
        hint="Gebruikersnaam kan niet worden gewijzigd"
        error={usernameWarning || undefined}
        readOnly
      />
      <div>
        <label htmlFor="onboarding-photo" className="mb-1 block text-sm font-medium text-slate-700">
          Profielfoto (optioneel)
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
          Terug
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          Volgende
        </Button>
      </div>
    </form>
  );
}
