import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { t } from '../../../lib/i18n';
import { useRevealInsz } from '../api/reveal-insz';

/**
 * Her national register number as stored, masked (98.04.12-***.**) until she shows it with her
 * password (docs/decisions/my-data.md).
 */
export function StoredInsz({ masked }: { masked: string }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const reveal = useRevealInsz(() => setPassword(''));
  const shown = reveal.data?.userNationalRegisterNumber;
  return (
    <div className="space-y-2 sm:col-span-2" data-testid="stored-insz">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-mono text-sm text-slate-800">
          {t('web.settings.profileSection.inszStored', { insz: shown ?? masked })}
        </p>
        {shown ? (
          <Button variant="ghost" onClick={() => reveal.reset()}>
            {t('web.settings.profileSection.inszHide')}
          </Button>
        ) : (
          !asking && (
            <Button variant="ghost" onClick={() => setAsking(true)}>
              {t('web.settings.profileSection.inszShow')}
            </Button>
          )
        )}
      </div>
      {asking && !shown && (
        <div className="flex flex-wrap items-end gap-2">
          <PasswordField
            label={t('web.settings.profileSection.inszPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button
            variant="secondary"
            disabled={!password || reveal.isPending}
            onClick={() => reveal.mutate(password)}
          >
            {t('web.settings.profileSection.inszShow')}
          </Button>
        </div>
      )}
      {reveal.isError && <ErrorBox message={reveal.error.message} cause={reveal.error} />}
    </div>
  );
}
