import type { UserSettings } from '@jobbel/shared/settings/settings.schemas';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { labels, t } from '../../../lib/i18n';
import { useSaveUserSettings, useUserSettings } from '../api/user-settings';
import { settingsLoadErrorText } from '../settings-load-error';

const LABELS = {
  notifications: labels({
    email: 'web.settings.preferencesSection.email',
    app: 'web.settings.preferencesSection.inApp',
    jobAlerts: 'web.settings.preferencesSection.matchingJobs',
    messages: 'web.settings.preferencesSection.messages',
  }),
  privacy: labels({
    profilePublic: 'web.settings.preferencesSection.profileVisible',
    showEmail: 'web.settings.preferencesSection.showEmail',
    showPhone: 'web.settings.preferencesSection.showPhone',
  }),
};

/** Notifications or privacy, saved on the server (docs/decisions/sample-data-screens.md). */
export function PreferencesSection({ group }: { group: keyof UserSettings }) {
  const saveSettings = useSaveUserSettings();
  const settings = useUserSettings();
  const [draft, setDraft] = useState<UserSettings | null>(null);
  const [saving, setSaving] = useState(false);
  if (settings.isPending) return <Spinner label={t('web.common.loading')} />;
  if (settings.isError)
    return <ErrorBox message={settingsLoadErrorText(settings.error)} cause={settings.error} />;
  const current = draft ?? settings.data;
  const values = current[group] as Record<string, boolean>;

  async function save() {
    setSaving(true);
    try {
      // only the switches this screen changed: what another tab saved stays
      const stored = settings.data![group] as Record<string, boolean>;
      const changed = Object.fromEntries(Object.entries(values).filter(([key, on]) => stored[key] !== on));
      await saveSettings.mutateAsync({ [group]: changed });
      setDraft(null);
      showToast({
        type: 'success',
        title: t('web.common.saved'),
        message: t('web.common.changesSaved'),
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
        {t('web.common.saveChanges')}
      </Button>
    </div>
  );
}
