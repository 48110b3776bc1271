import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Business,
  type BusinessHour,
  businessPayloadSchema,
  DEFAULT_BUSINESS_CATEGORY,
} from '@jobbel/shared/businesses/business.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { mediaUrl } from '../../../lib/media-url';
import { useSaveBusiness } from '../api/save-business';
import { useSaveHours } from '../api/save-business-hours';
import { useUploadBusinessImage } from '../api/upload-business-image';
import { type HourSlot, slotsFromHours } from '../hours-diff';

import { BusinessFields, type BusinessFormFields } from './business-fields';
import { HoursEditor } from './hours-editor';
import { ImagePicker } from './image-picker';

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
      <BusinessFields form={form} />
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
