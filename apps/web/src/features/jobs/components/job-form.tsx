import { DASHBOARD_JOB_TYPES, JOB_FORM_TYPES, JOB_MAX_PLACES } from '@jobbel/shared/jobs/job.constants';
import type { JobPayload } from '@jobbel/shared/jobs/job.schemas';
import { EMPTY_JOB_FORM, type JobFormValues, type jobFormSchema } from '@jobbel/shared/jobs/job-form.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { nowAsApiDateTime } from '../../../lib/dates';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { labelOf, t, translateMessage } from '../../../lib/i18n';
import type { RenderTownField } from '../town-field-slot';
import { DescriptionEditor, LazyDescriptionPreview } from './description-field';
import { JobLocationField } from './job-location-field';
import { JobPracticalFields } from './job-practical-fields';
import { JobRegimesField } from './job-regimes-field';

const jobFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/jobs/job-form.schemas').then((m) => m.jobFormSchema),
);

interface JobFormProps {
  initial?: JobFormValues;
  mode: 'create' | 'edit';
  onSubmit: (payload: JobPayload) => Promise<void>;
  onCancel: () => void;
  /** the location field, with town suggestions (features/places): jobs in a known town get coordinates */
  renderTownField: RenderTownField;
}

/** spec 001 §2 and §5: post and edit a job, with a live preview of the description. */
export function JobForm({
  initial = EMPTY_JOB_FORM,
  mode,
  onSubmit,
  onCancel,
  renderTownField,
}: JobFormProps) {
  const form = useForm<JobFormValues, unknown, z.output<typeof jobFormSchema>>({
    resolver: jobFormResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const description = form.watch('jobDescription');

  const submit = form.handleSubmit(async (job) => {
    // the API refuses it too (start_in_past); said here, next to the field, before anything is sent
    const startMoved = form.getValues('jobStartDateTime') !== initial.jobStartDateTime;
    if (startMoved && job.jobStartDateTime <= nowAsApiDateTime()) {
      form.setError('jobStartDateTime', { message: t('web.jobForm.startInThePast') }, { shouldFocus: true });
      return;
    }
    // only what the form edits: requirements, benefits and gallery stay as they are
    await onSubmit({
      jobTitle: job.jobTitle,
      jobLocation: job.jobLocation,
      jobType: job.jobType,
      jobStartDateTime: job.jobStartDateTime,
      jobEndDateTime: job.jobEndDateTime,
      jobDescription: job.jobDescription,
      jobBanner: job.jobBanner,
      jobWagePerHour: job.jobWagePerHour,
      jobPlaces: job.jobPlaces,
      jobAddress: job.jobAddress,
      jobBreakMinutes: job.jobBreakMinutes,
      jobBring: job.jobBring,
      // hours the employer typed are kept; left empty, the server derives or keeps them
      ...(job.jobHours != null ? { jobHours: job.jobHours } : {}),
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={mode === 'create' ? t('web.jobForm.newJob') : t('web.jobForm.editJob')}
    >
      <TextField
        label={t('web.jobForm.title')}
        {...form.register('jobTitle')}
        error={errors.jobTitle?.message}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <JobLocationField
          control={form.control}
          error={errors.jobLocation?.message}
          renderTownField={renderTownField}
        />
        <div>
          <label htmlFor="job-type" className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.common.jobType')}
          </label>
          <select
            id="job-type"
            {...form.register('jobType')}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm"
          >
            <option value="">{t('web.jobForm.chooseType')}</option>
            {/* the dashboard's type filter uses the first group, so jobs typed with it can be found there */}
            <optgroup label={t('web.common.jobTitle')}>
              {DASHBOARD_JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelOf('web.jobs.types', type)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('web.jobForm.business')}>
              {JOB_FORM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelOf('web.jobs.types', type)}
                </option>
              ))}
            </optgroup>
          </select>
          {errors.jobType && (
            <p className="mt-1 text-xs text-red-600">{translateMessage(errors.jobType.message ?? '')}</p>
          )}
        </div>
        <TextField
          label={t('web.common.start')}
          type="datetime-local"
          {...form.register('jobStartDateTime')}
          error={errors.jobStartDateTime?.message}
        />
        <TextField
          label={t('web.jobForm.end')}
          type="datetime-local"
          {...form.register('jobEndDateTime')}
          error={errors.jobEndDateTime?.message}
        />
        <TextField
          label={t('web.jobForm.hourlyWage')}
          type="number"
          min={0}
          step={0.01}
          {...form.register('jobWagePerHour')}
          error={errors.jobWagePerHour?.message}
        />
        <TextField
          label={t('web.jobForm.totalHours')}
          type="number"
          min={0}
          step={0.5}
          required={mode === 'edit'}
          {...form.register('jobHours')}
          error={errors.jobHours?.message}
        />
        <TextField
          label={t('web.jobForm.places')}
          type="number"
          min={1}
          max={JOB_MAX_PLACES}
          step={1}
          hint={t('web.jobForm.placesHint')}
          {...form.register('jobPlaces')}
          error={errors.jobPlaces?.message}
        />
      </div>
      <JobPracticalFields form={form} />
      <JobRegimesField form={form} />
      <TextField
        label={t('web.jobForm.bannerUrl')}
        type="url"
        placeholder={t('web.common.urlExample')}
        {...form.register('jobBanner')}
        error={errors.jobBanner?.message}
      />
      <div>
        <p id="job-description-label" className="mb-1 text-sm font-medium text-slate-700">
          {t('web.jobForm.description')}
        </p>
        <Controller
          control={form.control}
          name="jobDescription"
          render={({ field }) => (
            <DescriptionEditor
              initialHtml={initial.jobDescription}
              labelledBy="job-description-label"
              onChange={(html) => field.onChange(html)}
            />
          )}
        />
        {errors.jobDescription && (
          <p className="mt-1 text-xs text-red-600">{translateMessage(errors.jobDescription.message ?? '')}</p>
        )}
      </div>
      <section
        aria-label={t('web.jobForm.preview')}
        className="rounded-lg border border-dashed border-slate-300 p-4"
      >
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('web.jobForm.preview')}
        </p>
        <LazyDescriptionPreview html={description} />
      </section>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('web.common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('web.common.busy')
            : mode === 'create'
              ? t('web.jobForm.postJob')
              : t('web.common.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
