import { CONTRACTS_LINK } from '@jobbel/shared/app/links';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { useAskDeletion, useCancelDeletion } from '../api/account-deletion';

const resolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/my-data/my-data.schemas').then((m) => m.askDeletionPayloadSchema),
);

const deletionMoment = (dateTime: string) =>
  formatDate(parseApiDateTime(dateTime)!, t('web.common.dateTimeFormat'));

/** Privacy: deleting the account, explained, with the password; or cancelling a deletion already asked. */
export function AccountDeletionSection({
  deletionDue,
  isBusiness,
  onChanged,
}: {
  deletionDue: string | null;
  isBusiness: boolean;
  onChanged: () => unknown;
}) {
  const ask = useAskDeletion(onChanged);
  const cancel = useCancelDeletion(() => {
    showToast({ type: 'success', message: t('web.settings.deletion.cancelled') });
    return onChanged();
  });
  const [understood, setUnderstood] = useState(false);
  const form = useForm({ resolver, defaultValues: { password: '' } });
  return (
    <section aria-labelledby="deletion-title" className="mt-8 space-y-3" data-testid="account-deletion">
      <h2 id="deletion-title" className="text-lg font-bold text-slate-900">
        {t('web.settings.deletion.title')}
      </h2>
      {deletionDue ? (
        <div
          role="status"
          className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
        >
          <p className="text-sm">
            {t('web.settings.deletion.scheduled', { moment: deletionMoment(deletionDue) })}
          </p>
          <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t('web.settings.deletion.cancel')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          aria-label={t('web.settings.deletion.title')}
          className="space-y-3"
          onSubmit={form.handleSubmit((payload) => ask.mutate(payload, { onSettled: () => form.reset() }))}
        >
          <p className="text-sm text-slate-700">{t('web.settings.deletion.intro')}</p>
          <p className="text-sm text-slate-700">{t('web.settings.deletion.erased')}</p>
          <p className="text-sm text-slate-700">{t('web.settings.deletion.kept')}</p>
          {isBusiness && (
            <p className="text-sm text-slate-700">
              {t('web.settings.deletion.businessExports')}{' '}
              <Link to={CONTRACTS_LINK} className="font-semibold text-brand-700 underline">
                {t('web.settings.deletion.toContracts')}
              </Link>
            </p>
          )}
          <p className="text-sm font-medium text-slate-800">{t('web.settings.deletion.exportFirst')}</p>
          <PasswordField
            label={t('web.settings.deletion.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={form.formState.errors.password?.message}
          />
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={understood}
              onChange={(event) => setUnderstood(event.currentTarget.checked)}
            />
            {t('web.settings.deletion.understood')}
          </label>
          {ask.isError && <ErrorBox message={ask.error.message} cause={ask.error} />}
          <Button type="submit" disabled={!understood || ask.isPending}>
            {t('web.settings.deletion.submit')}
          </Button>
        </form>
      )}
      {cancel.isError && <ErrorBox message={cancel.error.message} cause={cancel.error} />}
    </section>
  );
}
