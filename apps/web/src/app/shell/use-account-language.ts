import type { Language } from '@jobbel/shared/i18n/locales';
import type { User } from '@jobbel/shared/users/user.schemas';
import { useEffect } from 'react';
import { useUpdateUser } from '../../features/users/api/update-user';
import { language, switchLanguage } from '../../lib/i18n';

/**
 * A person's language is their account's: a browser that reads another one switches as soon as the
 * account is known (after signing in on a new device). Returns how a new choice is stored on it.
 */
export function useAccountLanguage(user: User | null | undefined) {
  const updateUser = useUpdateUser(user?.userID);
  const chosen = user?.userLanguage;
  useEffect(() => {
    if (chosen && chosen !== language) switchLanguage(chosen);
  }, [chosen]);
  return (next: Language) => updateUser.mutateAsync({ userLanguage: next });
}
