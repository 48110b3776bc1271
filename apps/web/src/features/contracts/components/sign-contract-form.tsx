import { type ContractParty, SIGNED_NAME_MAX } from '@jobbel/shared/contracts/contracts.constants';
import type { ContractDocument } from '@jobbel/shared/contracts/contracts.schemas';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { useSignContract } from '../api/contracts';

const resolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/contracts/contracts.schemas').then((m) => m.signContractPayloadSchema),
);

/** One side signs the version it read: its full name, confirmed with its password. */
export function SignContractForm({
  jobApplicationID,
  document,
  side,
  workerName,
}: {
  jobApplicationID: number;
  document: ContractDocument;
  side: ContractParty;
  workerName: string | null;
}) {
  const sign = useSignContract(jobApplicationID);
  const form = useForm({
    resolver,
    defaultValues: {
      jobApplicationID,
      versionID: document.versionID,
      sha256: document.sha256,
      signedName: '',
      password: '',
    },
  });
  const { errors } = form.formState;
  const title = `${t('web.contracts.sign.title')}: ${document.title}`;
  return (
    <form
      noValidate
      aria-label={title}
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      onSubmit={form.handleSubmit((payload) =>
        sign.mutate(payload, {
          onSuccess: () => showToast({ type: 'success', message: t('web.contracts.sign.done') }),
          onSettled: () => form.resetField('password'),
        }),
      )}
    >
      <h3 className="text-base font-bold text-slate-900">{t('web.contracts.sign.title')}</h3>
      <p className="text-sm text-slate-700">{t('web.contracts.sign.intro')}</p>
      <TextField
        label={t('web.contracts.sign.name')}
        hint={
          side === 'worker' && workerName
            ? t('web.contracts.sign.nameHint', { name: workerName })
            : t('web.contracts.sign.businessNameHint')
        }
        autoComplete="name"
        maxLength={SIGNED_NAME_MAX}
        {...form.register('signedName')}
        error={errors.signedName?.message}
      />
      <PasswordField
        label={t('web.contracts.sign.password')}
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      {sign.isError && <ErrorBox message={sign.error.message} />}
      <Button type="submit" disabled={sign.isPending}>
        {sign.isPending ? t('web.contracts.sign.signing') : t('web.contracts.sign.submit')}
      </Button>
      <p className="break-all text-xs text-slate-500">
        {t('web.contracts.sign.hash', { hash: document.sha256 })}
      </p>
    </form>
  );
}
