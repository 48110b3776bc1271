import { brusselsDateTimeAt } from '@jobbel/shared/app/brussels-time';
import { CHECK_KINDS, MANUAL_CHECK_REASON_MAX } from '@jobbel/shared/check-in/check-in.constants';
import type { ManualCheckPayload } from '@jobbel/shared/check-in/check-in.schemas';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { labelOf, t } from '../../../lib/i18n';
import { useManualCheck } from '../api/check-in';

const resolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/check-in/check-in.schemas').then((m) => m.manualCheckPayloadSchema),
);

/** The business checks a worker in or out by hand (a phone without battery), and says why. */
export function ManualCheckForm({
  applicationID,
  jobID,
  name,
  kind,
  onDone,
}: {
  applicationID: number;
  jobID: number;
  name: string;
  kind: ManualCheckPayload['checkKind'];
  onDone: () => void;
}) {
  const save = useManualCheck(applicationID, jobID);
  const form = useForm({
    resolver,
    defaultValues: {
      checkKind: kind,
      checkedAt: brusselsDateTimeAt(Date.now()).slice(0, 16).replace(' ', 'T'),
      reason: '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('web.checkIn.manual.title', { name })}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
      onSubmit={form.handleSubmit((payload) =>
        save.mutate(payload, {
          onSuccess: () => {
            showToast({ type: 'success', message: t('web.checkIn.manual.saved') });
            onDone();
          },
        }),
      )}
    >
      <p className="text-sm font-semibold text-slate-900">{t('web.checkIn.manual.title', { name })}</p>
      <SelectField
        label={t('web.checkIn.manual.kind')}
        options={CHECK_KINDS.map((value) => ({ value, label: labelOf('web.checkIn.kindChoice', value) }))}
        {...form.register('checkKind')}
      />
      <TextField
        label={t('web.checkIn.manual.moment')}
        type="datetime-local"
        {...form.register('checkedAt')}
        error={errors.checkedAt?.message}
      />
      <TextField
        label={t('web.checkIn.manual.reason')}
        hint={t('web.checkIn.manual.reasonHint')}
        maxLength={MANUAL_CHECK_REASON_MAX}
        {...form.register('reason')}
        error={errors.reason?.message}
      />
      {save.isError && <ErrorBox message={save.error.message} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('web.common.busy') : t('web.checkIn.manual.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('web.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
