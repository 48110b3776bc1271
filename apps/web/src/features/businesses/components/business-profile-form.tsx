import { DEFAULT_BUSINESS_CATEGORY } from '@jobbel/shared/businesses/business.constants';
import type {
  Business,
  BusinessHour,
  businessPayloadSchema,
} from '@jobbel/shared/businesses/business.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PROFILE_TOAST_DURATION, showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media-url';
import { useSaveBusiness } from '../api/save-business';
import { useSaveHours } from '../api/save-business-hours';
import { useUploadBusinessImage } from '../api/upload-business-image';
import { type HourSlot, slotsFromHours } from '../hours-diff';
import { type SlotProblem, slotProblemsOf } from '../slot-problems';
import { BusinessFields, type BusinessFormFields } from './business-fields';
import { HoursEditor } from './hours-editor';
import { ImagePicker } from './image-picker';

const businessPayloadResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/businesses/business.schemas').then((m) => m.businessPayloadSchema),
);

type Fields = BusinessFormFields;

function fieldsOf(business: Business | null): Fields {
  return {
    businessName: business?.businessName ?? '',
    businessCategory: business?.businessCategory ?? DEFAULT_BUSINESS_CATEGORY,
    businessVatNumber: business?.businessVatNumber ?? '',
    businessStreet: business?.businessStreet ?? '',
    businessNumber: business?.businessNumber ?? '',
    businessZipCode: business?.businessZipCode ?? '',
    businessCity: business?.businessCity ?? '',
    businessCountry: business?.businessCountry ?? 'BE',
    businessDescription: business?.businessDescription ?? '',
    businessPhone: business?.businessPhone ?? '',
    businessWebsite: business?.businessWebsite ?? '',
    businessAvatar: business?.businessAvatar ?? '',
    businessCoverImage: business?.businessCoverPicture ?? '',
  };
}

type Saved = z.output<typeof businessPayloadSchema>;

interface BusinessProfileFormProps {
  business: Business | null;
  hours: BusinessHour[];
  onCancel: () => void;
}

function focusFirstProblem(problems: Map<string, SlotProblem>) {
  const [key, problem] = [...problems][0]!;
  const field = document.querySelector<HTMLInputElement>(
    `[data-slot="${key}"][data-slot-field="${problem.field}"]`,
  );
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/** spec 001 §2, settings businessProfile section: create or update, logo, cover and opening hours. */
export function BusinessProfileForm({ business, hours, onCancel }: BusinessProfileFormProps) {
  const saveProfile = useSaveBusiness();
  const uploadImage = useUploadBusinessImage();
  const saveOpeningHours = useSaveHours();
  const form = useForm<Fields, unknown, Saved>({
    resolver: businessPayloadResolver,
    defaultValues: fieldsOf(business),
  });
  const [slots, setSlots] = useState<HourSlot[]>(() => slotsFromHours(hours));
  const [failures, setFailures] = useState<Failure[]>([]);
  // a slot's problem shows once saving was tried, and goes as soon as it is fixed
  const [checkSlots, setCheckSlots] = useState(false);
  const slotProblems = checkSlots ? slotProblemsOf(slots) : undefined;
  const isNew = business === null;
  const saving = form.formState.isSubmitting;
  // spec 001 §5: every missing required field gives the same single message
  const fieldMessages = [
    ...new Set(Object.values(form.formState.errors).map((error) => error?.message ?? '')),
  ];
  const [avatar, cover] = form.watch(['businessAvatar', 'businessCoverImage']);

  async function upload(kind: 'logo' | 'cover', file: File) {
    const url = await uploadImage.mutateAsync({ kind, file });
    form.setValue(kind === 'logo' ? 'businessAvatar' : 'businessCoverImage', url);
  }

  const submit = form.handleSubmit(async (fields) => {
    setFailures([]);
    // nothing is saved while a slot cannot be: the business sees which one, and fixes it
    const problems = slotProblemsOf(slots);
    if (problems.size > 0) {
      focusFirstProblem(problems);
      return;
    }
    try {
      await saveProfile.mutateAsync({ payload: fields, isNew });
      const hoursResult = await saveOpeningHours.mutateAsync({ snapshot: hours, slots });
      showToast({
        duration: PROFILE_TOAST_DURATION,
        type: 'success',
        message: isNew
          ? t('web.businesses.businessProfileForm.businessProfileCreatedSuccessfully')
          : t('web.businesses.businessProfileForm.businessProfileUpdatedSuccessfully'),
      });
      // the profile is saved; a day that failed is named, and "Saved" is not claimed for it
      if (hoursResult.failures.length > 0) {
        setFailures(
          [...hoursResult.failures, t('web.businesses.businessProfileForm.hoursUpdateFailed')].map(
            (message) => ({ message }),
          ),
        );
        return;
      }
      if (hoursResult.changed)
        showToast({
          duration: PROFILE_TOAST_DURATION,
          type: 'success',
          message: t('web.businesses.businessProfileForm.businessHoursUpdatedSuccessfully'),
        });
      showToast({
        type: 'success',
        title: t('web.common.saved'),
        message: t('web.common.changesSaved'),
        duration: 3000,
      });
    } catch (saveError) {
      setFailures([
        {
          message:
            saveError instanceof Error && saveError.message
              ? saveError.message
              : t('web.businesses.businessProfileForm.failedToUpdateBusinessProfile'),
          cause: saveError,
        },
      ]);
    }
  });

  return (
    <form
      onSubmit={(event) => {
        setCheckSlots(true);
        return submit(event);
      }}
      noValidate
      className="space-y-6"
      aria-label={t('web.common.businessProfile')}
    >
      {isNew && (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <p className="font-semibold">{t('web.businesses.businessProfileForm.newBusinessProfile')}</p>
          <p>{t('web.businesses.businessProfileForm.noProfileYet')}</p>
        </div>
      )}
      {[...fieldMessages.map((message): Failure => ({ message })), ...failures].map((failure) => (
        <ErrorBox key={failure.message} {...failure} />
      ))}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <ImagePicker
          label={t('web.businesses.businessProfileForm.logo')}
          subject={t('web.businesses.businessProfileForm.businessLogo')}
          failurePrefix={t('web.businesses.businessProfileForm.failedToUploadBusinessLogo')}
          imageUrl={mediaUrl(avatar)}
          onUpload={(file) => upload('logo', file)}
        />
        <ImagePicker
          label={t('web.businesses.businessProfileForm.coverImage')}
          subject={t('web.businesses.businessProfileForm.coverImageAlt')}
          failurePrefix={t('web.businesses.businessProfileForm.failedToUploadCoverImage')}
          shape="wide"
          imageUrl={mediaUrl(cover)}
          onUpload={(file) => upload('cover', file)}
        />
      </div>
      <BusinessFields form={form} />
      <HoursEditor slots={slots} onChange={setSlots} problems={slotProblems} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('web.common.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('web.businesses.businessProfileForm.saving') : t('web.common.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
