import { RATING_COMMENT_MAX } from '@jobbel/shared/shifts/shift.constants';
import type { RatingPayload } from '@jobbel/shared/shifts/shift.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

const ratingResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/shifts/shift.schemas').then((m) => m.ratingPayloadSchema),
);

/** 1–5 stars as radio buttons (arrow keys move between them) and an optional comment. */
export function RatingForm({
  name,
  pending,
  onSubmit,
}: {
  /** names the form, so two on one screen stay apart */
  name: string;
  pending: boolean;
  onSubmit: (rating: RatingPayload) => void;
}) {
  const form = useForm({ resolver: ratingResolver, defaultValues: { ratingStars: 0, ratingComment: '' } });
  const chosen = form.watch('ratingStars');
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`${t('web.shifts.rating.title')}: ${name}`}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      onSubmit={form.handleSubmit((rating) =>
        onSubmit({ ...rating, ratingComment: rating.ratingComment || undefined }),
      )}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('web.shifts.rating.title')}</legend>
        <div className="mt-2 flex gap-1">
          {STARS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="ratingStars"
                value={value}
                checked={chosen === value}
                // react-hook-form keeps a radio's value as text; the schema wants the number
                onChange={() =>
                  form.setValue('ratingStars', value, { shouldValidate: form.formState.isSubmitted })
                }
                className="peer sr-only"
                aria-label={t('web.shifts.rating.stars', {
                  count: value,
                })}
              />
              <span
                aria-hidden="true"
                className={`rounded text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 ${value <= chosen ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {errors.ratingStars && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {t('web.shifts.rating.chooseStars')}
          </p>
        )}
      </fieldset>
      <label className="block text-sm font-medium text-slate-700">
        {t('web.shifts.rating.comment')}
        <textarea
          maxLength={RATING_COMMENT_MAX}
          rows={2}
          {...form.register('ratingComment')}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand-700"
        />
      </label>
      <Button type="submit" disabled={pending}>
        {t('web.shifts.rating.send')}
      </Button>
    </form>
  );
}
