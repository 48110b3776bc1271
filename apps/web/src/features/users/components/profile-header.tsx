import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@jobbel/shared/app/upload.constants';
import type { User } from '@jobbel/shared/users/user.schemas';
import { PROFILE_TOAST_DURATION, showToast } from '../../../components/toast/toast-store';
import { Avatar } from '../../../components/ui/avatar';
import { t } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media-url';
import { useUploadAvatar } from '../api/upload-avatar';

/** Picture, name, place, contact and bio; the owner may change the picture. */
export function ProfileHeader({
  user,
  isOwn,
  onAvatarChanged,
}: {
  user: User;
  isOwn: boolean;
  onAvatarChanged: (change: { url: string; avatarVersion: number }) => void;
}) {
  const upload = useUploadAvatar(user.userID);
  const name = `${user.userFirstName} ${user.userLastName}`;

  async function changeAvatar(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size >= MAX_UPLOAD_BYTES) {
      showToast({
        duration: PROFILE_TOAST_DURATION,
        type: 'error',
        message: t('web.users.profileHeader.imageTooLarge'),
      });
      return;
    }
    try {
      onAvatarChanged(await upload.mutateAsync(file));
      showToast({
        duration: PROFILE_TOAST_DURATION,
        type: 'success',
        message: t('web.users.profileHeader.photoUpdated'),
      });
    } catch (error) {
      showToast({
        duration: PROFILE_TOAST_DURATION,
        type: 'error',
        message: t('web.users.profileHeader.photoUploadFailed', {
          reason: error instanceof Error ? error.message : t('web.common.errors.unknown'),
        }),
      });
    }
  }

  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:flex-row sm:text-left">
      <div className="relative">
        <Avatar name={name} url={mediaUrl(user.userAvatar)} className="h-24 w-24 text-2xl" />
        {isOwn && (
          <label className="absolute -right-1 -bottom-1 cursor-pointer rounded-full bg-brand-700 px-2 py-1 text-xs font-semibold text-white shadow">
            {t('web.users.profileHeader.change')}
            <input
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={changeAvatar}
              className="sr-only"
              aria-label={t('web.users.profileHeader.changePhoto')}
            />
          </label>
        )}
      </div>
      <div className="flex-1">
        <h1 className="text-3xl font-extrabold text-slate-900">{name}</h1>
        <p className="text-slate-600">
          {user.userAddressCity ?? t('web.users.profileHeader.defaultCountry')}
        </p>
        {user.userEmail && <p className="text-sm text-slate-600">{user.userEmail}</p>}
        {user.userPhoneNumber && <p className="text-sm text-slate-600">{user.userPhoneNumber}</p>}
        <p className="mt-2 text-slate-700">{user.userBio || t('web.users.profileHeader.noBio')}</p>
      </div>
    </section>
  );
}
