import type { User } from '@jobbel/shared/users/user.schemas';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';

export interface ProfileFields {
  userFirstName: string;
  userLastName: string;
  userPhoneNumber: string;
  userAddressCity: string;
  userBio: string;
}

/** spec 001 §5, profile form: names and email required, username read-only. */
export function ProfileSection({
  user,
  onSave,
}: {
  user: User;
  onSave: (fields: ProfileFields) => Promise<unknown>;
}) {
  const [fields, setFields] = useState<ProfileFields>({
    userFirstName: user.userFirstName,
    userLastName: user.userLastName,
    userPhoneNumber: user.userPhoneNumber ?? '',
    userAddressCity: user.userAddressCity ?? '',
    userBio: user.userBio ?? '',
  });
  const [error, setError] = useState('');
  const set =
    (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields({ ...fields, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.userFirstName.trim() || !fields.userLastName.trim())
      return setError('First name and last name are required');
    setError('');
    try {
      await onSave(fields);
      showToast({
        type: 'success',
        title: 'Saved',
        message: 'Your changes were saved successfully.',
        duration: 3000,
      });
    } catch {
      setError('Failed to update profile. Please try again.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Profiel">
      {error && <ErrorBox message={error} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Voornaam" value={fields.userFirstName} onChange={set('userFirstName')} />
        <TextField label="Achternaam" value={fields.userLastName} onChange={set('userLastName')} />
        <TextField label="E-mailadres" value={user.userEmail ?? ''} readOnly disabled />
        <TextField label="Gebruikersnaam" value={user.userUsername} readOnly disabled />
        <TextField
          label="Telefoon"
          type="tel"
          value={fields.userPhoneNumber}
          onChange={set('userPhoneNumber')}
        />
        <TextField label="Woonplaats" value={fields.userAddressCity} onChange={set('userAddressCity')} />
        <TextField
          label="Rijksregisternummer"
          placeholder="00.00.00-000.00"
          value={user.userNationalRegisterNumber ?? ''}
          readOnly
          disabled
        />
      </div>
      <div>
        <label htmlFor="profile-bio" className="mb-1 block text-sm font-medium text-slate-700">
          Bio
        </label>
        <textarea
          id="profile-bio"
          rows={4}
          value={fields.userBio}
          onChange={set('userBio')}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <Button type="submit">Save Changes</Button>
    </form>
  );
}
