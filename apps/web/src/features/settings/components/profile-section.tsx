import type { UserUpdatePayload } from '@jobbel/shared/auth/register.schemas';
import type { ProfileFormValues } from '@jobbel/shared/users/profile-form.schemas';
import type { User } from '@jobbel/shared/users/user.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t, translateMessage } from '../../../lib/i18n';
import { StoredInsz } from './stored-insz';

const profileFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/users/profile-form.schemas').then((m) => m.profileFormSchema),
);

/** spec 001 §5, profile form: names required, email and username read-only. */
export function ProfileSection({
  user,
  onSave,
}: {
  user: User;
  onSave: (changes: UserUpdatePayload) => Promise<unknown>;
}) {
  const [saveFailure, setSaveFailure] = useState<Failure>();
  const form = useForm<ProfileFormValues>({
    resolver: profileFormResolver,
    // the server's copy, refreshed when the screen opens; what the user already typed stays
    values: {
      userFirstName: user.userFirstName,
      userLastName: user.userLastName,
      userPhoneNumber: user.userPhoneNumber ?? '',
      userAddressCity: user.userAddressCity ?? '',
      userBio: user.userBio ?? '',
      // the stored number is shown masked beside the field; typing one here replaces it
      userNationalRegisterNumber: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaveFailure(undefined);
    // only the fields changed here: a save from an older tab never undoes another tab's save;
    // an emptied phone field is left as it was (the server keeps a phone number once given)
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([field, value]) =>
          dirtyFields[field as keyof typeof values] &&
          ((field !== 'userPhoneNumber' && field !== 'userNationalRegisterNumber') || value),
      ),
    );
    try {
      if (Object.keys(changes).length > 0) await onSave(changes);
      form.reset(values);
      showToast({
        type: 'success',
        title: t('web.common.saved'),
        message: t('web.common.changesSaved'),
        duration: 3000,
      });
    } catch (failure) {
      // the server's reason when it gave one (a refused value), else the spec's words
      setSaveFailure({
        message:
          failure instanceof ApiError && failure.status >= 400 && failure.status < 500
            ? failure.message
            : t('web.common.profileUpdateFailed'),
        cause: failure,
      });
    }
  });

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('web.common.profile')}>
        {saveFailure && <ErrorBox {...saveFailure} />}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('web.common.firstName')}
            error={errors.userFirstName?.message}
            {...form.register('userFirstName')}
          />
          <TextField
            label={t('web.common.lastName')}
            error={errors.userLastName?.message}
            {...form.register('userLastName')}
          />
          <TextField label={t('web.common.email')} value={user.userEmail ?? ''} readOnly disabled />
          <TextField label={t('web.common.username')} value={user.userUsername} readOnly disabled />
          <TextField
            label={t('web.common.phone')}
            type="tel"
            error={errors.userPhoneNumber?.message}
            {...form.register('userPhoneNumber')}
          />
          <TextField
            label={t('web.settings.profileSection.town')}
            error={errors.userAddressCity?.message}
            {...form.register('userAddressCity')}
          />
          {user.userNationalRegisterNumber && <StoredInsz masked={user.userNationalRegisterNumber} />}
          <TextField
            label={
              user.userNationalRegisterNumber
                ? t('web.settings.profileSection.inszNew')
                : t('web.common.nationalRegisterNumber')
            }
            placeholder={t('web.common.nationalRegisterNumberExample')}
            hint={
              user.userNationalRegisterNumber
                ? t('web.settings.profileSection.inszKeep')
                : t('web.registration.registerSteps.nationalRegisterNumberWhy')
            }
            error={errors.userNationalRegisterNumber?.message}
            {...form.register('userNationalRegisterNumber')}
          />
        </div>
        <div>
          <label htmlFor="profile-bio" className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.settings.profileSection.bio')}
          </label>
          <textarea
            id="profile-bio"
            rows={4}
            {...form.register('userBio')}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {errors.userBio && (
            <p className="mt-1 text-sm text-red-700">{translateMessage(errors.userBio.message ?? '')}</p>
          )}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {t('web.common.saveChanges')}
        </Button>
      </form>
      <section className="space-y-1 border-t border-slate-200 pt-6">
        {/* stored at once on the account: it decides the screens, mails and notices on every device */}
        <LanguageSwitch beforeSwitch={(chosen) => onSave({ userLanguage: chosen })} />
        <p className="text-sm text-slate-500">{t('web.settings.profileSection.languageHint')}</p>
      </section>
    </div>
  );
}
