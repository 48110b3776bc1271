import type { UserSettings } from '@jobbel/shared/settings/settings.schemas';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveUserSettings, useUserSettings } from '../api/user-settings';

const LABELS = {
  notifications: {
    email: 'E-mailmeldingen',
    app: 'Meldingen in de app',
    jobAlerts: 'Nieuwe jobs die bij je passen',
    messages: 'Berichten',
  },
  privacy: {
    profilePublic: 'Profiel zichtbaar voor anderen',
    showEmail: 'Toon mijn e-mailadres',
    showPhone: 'Toon mijn telefoonnummer',
  },
} as const;

/** Notifications or privacy, saved on the server (docs/decisions/sample-data-screens.md). */
export function PreferencesSection({ group }: { group: keyof UserSettings }) {
  const saveSettings = useSaveUserSettings();
  const settings = useUserSettings();
  const [draft, setDraft] = useState<UserSettings | null>(null);
  const [saving, setSaving] = useState(false);
  if (settings.isPending) return <Spinner label="Loading..." />;
  if (settings.isError) return <p className="text-red-700">Failed to load user data</p>;
  const current = draft ?? settings.data;
  const values = current[group] as Record<string, boolean>;

  async function save() {
    setSaving(true);
    try {
      await saveSettings.mutateAsync(current);
      showToast({
        type: 'success',
        title: 'Saved',
        message: 'Your changes were saved successfully.',
        duration: 3000,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      {Object.entries(LABELS[group]).map(([key, label]) => (
        <label
          key={key}
          className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3 text-sm"
        >
          {label}
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={values[key] ?? false}
            onChange={(event) =>
              setDraft({ ...current, [group]: { ...current[group], [key]: event.target.checked } })
            }
          />
        </label>
      ))}
      <Button onClick={save} disabled={saving}>
        Save Changes
      </Button>
    </div>
  );
}
