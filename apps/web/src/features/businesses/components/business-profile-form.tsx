import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRIES } from '@jobbel/shared/app/product.constants';
import {
  BUSINESS_CATEGORIES,
  type Business,
  type BusinessHour,
  type BusinessPayload,
  businessPayloadSchema,
  DEFAULT_BUSINESS_CATEGORY,
} from '@jobbel/shared/businesses/business.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { mediaUrl } from '../../../lib/media-url';
import { useSaveBusiness } from '../api/save-business';
import { useUploadBusinessImage } from '../api/upload-business-image';
import { type HourSlot, slotsFromHours } from '../hours-diff';
import { useSaveHours } from '../save-hours';
import { HoursEditor } from './hours-editor';
import { ImagePicker } from './image-picker';

type Fields = Omit<BusinessPayload, 'businessAccountID'>;

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

/** spec 001 §2, settings businessProfile section: create or update, logo, cover and opening hours. */
export function BusinessProfileForm({ business, hours, onCancel }: BusinessProfileFormProps) {
  const saveProfile = useSaveBusiness();
  const uploadImage = useUploadBusinessImage();
  const saveOpeningHours = useSaveHours();
  const form = useForm<Fields, unknown, Saved>({
    resolver: zodResolver(businessPayloadSchema),
    defaultValues: fieldsOf(business),
  });
  const [slots, setSlots] = useState<HourSlot[]>(() => slotsFromHours(hours));
  const [errors, setErrors] = useState<string[]>([]);
  const isNew = business === null;
  const saving = form.formState.isSubmitting;
  // spec 001 §5: every missing required field gives the same single message
  const fieldMessages = [
    ...new Set(Object.values(form.formState.errors).map((error) => error?.message ?? '')),
  ];
  const invalid = (name: keyof Fields) => (form.formState.errors[name] ? true : undefined);
  const [avatar, cover] = form.watch(['businessAvatar', 'businessCoverImage']);

  async function upload(kind: 'logo' | 'cover', file: File) {
    const url = await uploadImage.mutateAsync({ kind, file });
    form.setValue(kind === 'logo' ? 'businessAvatar' : 'businessCoverImage', url);
  }

  const submit = form.handleSubmit(async (fields) => {
    setErrors([]);
    try {
      await saveProfile.mutateAsync({ payload: fields, isNew });
      const hoursResult = await saveOpeningHours.mutateAsync({ snapshot: hours, slots });
      if (hoursResult.failures.length > 0) {
        setErrors([...hoursResult.failures, 'Failed to update business hours. Please try again.']);
      } else if (hoursResult.changed) {
        showToast({ type: 'success', message: 'Business hours updated successfully!' });
      }
      showToast({
        type: 'success',
        message: isNew ? 'Business profile created successfully!' : 'Business profile updated successfully!',
      });
      showToast({
        type: 'success',
        title: 'Saved',
        message: 'Your changes were saved successfully.',
        duration: 3000,
      });
    } catch (saveError) {
      setErrors([
        saveError instanceof Error && saveError.message
          ? saveError.message
          : 'Failed to update business profile',
      ]);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Bedrijfsprofiel">
      {isNew && (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <p className="font-semibold">New Business Profile</p>
          <p>Je hebt nog geen bedrijfsprofiel. Vul de gegevens in en bewaar om het aan te maken.</p>
        </div>
      )}
      {[...fieldMessages, ...errors].map((message) => (
        <ErrorBox key={message} message={message} />
      ))}
      <div className="grid gap-6 sm:grid-cols-2">
        <ImagePicker
          label="Logo"
          subject="Business logo"
          failurePrefix="Failed to upload business logo"
          imageUrl={mediaUrl(avatar)}
          onUpload={(file) => upload('logo', file)}
        />
        <ImagePicker
          label="Coverfoto"
          subject="Cover image"
          failurePrefix="Failed to upload cover image"
          shape="wide"
          imageUrl={mediaUrl(cover)}
          onUpload={(file) => upload('cover', file)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Bedrijfsnaam *"
          aria-invalid={invalid('businessName')}
          {...form.register('businessName')}
        />
        <div>
          <label htmlFor="business-category" className="mb-1 block text-sm font-medium text-slate-700">
            Categorie *
          </label>
          <select
            id="business-category"
            {...form.register('businessCategory')}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm"
          >
            {BUSINESS_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </div>
        <TextField
          label="Straat *"
          aria-invalid={invalid('businessStreet')}
          {...form.register('businessStreet')}
        />
        <TextField label="Nummer" {...form.register('businessNumber')} />
        <TextField
          label="Postcode *"
          aria-invalid={invalid('businessZipCode')}
          {...form.register('businessZipCode')}
        />
        <TextField
          label="Gemeente *"
          aria-invalid={invalid('businessCity')}
          {...form.register('businessCity')}
        />
        <div>
          <label htmlFor="business-country" className="mb-1 block text-sm font-medium text-slate-700">
            Land
          </label>
          <select
            id="business-country"
            {...form.register('businessCountry')}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm"
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Btw-nummer" {...form.register('businessVatNumber')} />
        <TextField label="Telefoon" type="tel" {...form.register('businessPhone')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://"
          aria-invalid={invalid('businessWebsite')}
          {...form.register('businessWebsite')}
        />
      </div>
      <div>
        <label htmlFor="business-description" className="mb-1 block text-sm font-medium text-slate-700">
          Over het bedrijf
        </label>
        <textarea
          id="business-description"
          rows={4}
          {...form.register('businessDescription')}
          className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm"
        />
      </div>
      <HoursEditor slots={slots} onChange={setSlots} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Opslaan...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
