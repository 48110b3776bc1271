import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { AlertSearch } from './save-alert-form';

type Form = typeof import('./save-alert-form').SaveAlertForm;

/**
 * 'Bewaar als alert' under the filters. The form (react-hook-form, the shared schema) is fetched on the
 * first click, so the dashboard a phone opens first stays as light as before.
 */
export function SaveAlertButton({ search, suggestedName }: { search: AlertSearch; suggestedName: string }) {
  const [open, setOpen] = useState(false);
  const [SaveAlertForm, setSaveAlertForm] = useState<Form | null>(null);
  useEffect(() => {
    if (open && !SaveAlertForm)
      void import('./save-alert-form').then((module) => setSaveAlertForm(() => module.SaveAlertForm));
  }, [open, SaveAlertForm]);
  if (open && SaveAlertForm)
    return <SaveAlertForm search={search} suggestedName={suggestedName} onDone={() => setOpen(false)} />;
  return (
    <Button variant="secondary" className="px-3 py-1.5" disabled={open} onClick={() => setOpen(true)}>
      {t('web.alerts.save.open')}
    </Button>
  );
}
