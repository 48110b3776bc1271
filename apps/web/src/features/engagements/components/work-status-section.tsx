import {
  FLEXI_BASES,
  WORK_STATUSES,
  type WorkStatusDto,
  type WorkStatusPayload,
  type workStatusPayloadSchema,
} from '@jobbel/shared/engagements/work-status.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t, translateMessage } from '../../../lib/i18n';
import { useSaveWorkStatus, useWorkStatus } from '../api/work-status';
import { WorkHoursCard } from './work-hours-card';

const resolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/engagements/work-status.schemas').then((m) => m.workStatusPayloadSchema),
);

/** What the form's inputs hold: numbers and dates as text, empty when not given. */
interface Fields {
  status: WorkStatusPayload['status'];
  studentSchool: string;
  studentProofCheckedOn: string;
  studentHoursRemaining: string;
  studentHoursRemainingOn: string;
  flexiBasis: string;
}

function fieldsOf(status: WorkStatusDto): Fields {
  return {
    status: status.status,
    studentSchool: status.studentSchool ?? '',
    studentProofCheckedOn: status.studentProofCheckedOn ?? '',
    studentHoursRemaining: status.studentHoursRemaining === null ? '' : String(status.studentHoursRemaining),
    studentHoursRemainingOn: status.studentHoursRemainingOn ?? '',
    flexiBasis: status.flexiBasis ?? '',
  };
}

const payloadOf = (fields: Fields): WorkStatusPayload => ({
  status: fields.status,
  studentSchool: fields.studentSchool || null,
  studentProofCheckedOn: fields.studentProofCheckedOn || null,
  studentHoursRemaining: fields.studentHoursRemaining === '' ? null : Number(fields.studentHoursRemaining),
  studentHoursRemainingOn: fields.studentHoursRemainingOn || null,
  flexiBasis: (fields.flexiBasis || null) as WorkStatusPayload['flexiBasis'],
});

/** Settings › Werkstatuut: student, flexi-jobber or extra, and "Mijn werkuren" beside it. */
export function WorkStatusSection() {
  const status = useWorkStatus();
  if (status.isPending) return <Spinner label={t('web.common.loading')} />;
  if (status.isError)
    return <ErrorBox message={t('web.engagements.status.loadFailed')} cause={status.error} />;
  return (
    <div className="space-y-8">
      <WorkStatusForm key={status.dataUpdatedAt} status={status.data} />
      <WorkHoursCard />
    </div>
  );
}

function WorkStatusForm({ status }: { status: WorkStatusDto }) {
  const save = useSaveWorkStatus();
  const [failure, setFailure] = useState<Failure>();
  const form = useForm<Fields, unknown, z.output<typeof workStatusPayloadSchema>>({
    // the inputs' text becomes the payload, which the shared schema checks as the API does
    resolver: (values, context, options) => resolver(payloadOf(values), context, options as never) as never,
    defaultValues: fieldsOf(status),
  });
  const chosen = form.watch('status');
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (payload) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(payload);
      showToast({ type: 'success', message: t('web.engagements.status.saved'), duration: 3000 });
    } catch (error) {
      setFailure({ message: (error as Error).message, cause: error });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('web.engagements.status.title')}>
      <p className="text-sm text-slate-600">{t('web.engagements.status.intro')}</p>
      {failure && <ErrorBox {...failure} />}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t('web.engagements.status.label')}
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {WORK_STATUSES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={option} {...form.register('status')} />
              {t(`web.engagements.status.options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen === 'student' && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={t('web.engagements.status.school')}
            maxLength={150}
            {...form.register('studentSchool')}
            error={errors.studentSchool?.message}
          />
          <TextField
            label={t('web.engagements.status.proofCheckedOn')}
            type="date"
            {...form.register('studentProofCheckedOn')}
            error={errors.studentProofCheckedOn?.message}
          />
          <TextField
            label={t('web.engagements.status.hoursRemaining')}
            hint={t('web.engagements.status.hoursRemainingHint')}
            type="number"
            min={0}
            max={1000}
            {...form.register('studentHoursRemaining')}
            error={errors.studentHoursRemaining?.message}
          />
          <TextField
            label={t('web.engagements.status.hoursRemainingOn')}
            type="date"
            {...form.register('studentHoursRemainingOn')}
            error={errors.studentHoursRemainingOn?.message}
          />
        </div>
      )}
      {chosen === 'flexi' && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {t('web.engagements.status.flexiBasis')}
          </legend>
          {FLEXI_BASES.map((basis) => (
            <label key={basis} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input type="radio" value={basis} {...form.register('flexiBasis')} />
              {t(`web.engagements.status.flexiBases.${basis}`)}
            </label>
          ))}
          {errors.flexiBasis?.message && (
            <p role="alert" className="text-sm text-red-700">
              {translateMessage(errors.flexiBasis.message)}
            </p>
          )}
          {status.flexiDeclaredOn && (
            <p className="mt-1 text-xs text-slate-500">
              {t('web.engagements.status.flexiDeclaredOn', {
                date: formatDate(parseApiDateTime(status.flexiDeclaredOn)!, t('web.common.dateFormat')),
              })}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('web.engagements.status.save')}
        </Button>
      </div>
    </form>
  );
}
