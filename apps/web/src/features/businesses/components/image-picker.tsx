import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import { useId, useState } from 'react';
import { t } from '../../../lib/i18n';

interface ImagePickerProps {
  label: string;
  /** e.g. 'Business logo': '{subject} file size must be less than 3MB...' (spec 001 §5) */
  subject: string;
  imageUrl?: string;
  onUpload: (file: File) => Promise<void>;
  failurePrefix: string;
  shape?: 'square' | 'wide';
}

export function ImagePicker({
  label,
  subject,
  imageUrl,
  onUpload,
  failurePrefix,
  shape = 'square',
}: ImagePickerProps) {
  const inputId = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size >= MAX_UPLOAD_BYTES) {
      setError(t('web.businesses.imagePicker.subjectFileSizeMustBe', { subject }));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await onUpload(file);
    } catch (uploadError) {
      setError(
        `${failurePrefix}: ${uploadError instanceof Error ? uploadError.message : t('web.common.errors.unknown')}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div
          className={`overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${shape === 'wide' ? 'h-20 w-40' : 'h-20 w-20'}`}
        >
          {imageUrl && <img src={imageUrl} alt={label} className="h-full w-full object-cover" />}
        </div>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={pick}
          disabled={busy}
          className="min-w-0 flex-1 text-sm"
        />
      </div>
      {busy && <p className="mt-1 text-xs text-slate-500">{t('web.businesses.imagePicker.uploading')}</p>}
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
