import {
  LANGUAGE_REGIONS,
  type LanguageRegion,
  languageRegionOfNisCode,
} from '@jobbel/shared/contracts/language-region';
import {
  DIMONA_FILERS,
  type EmployerLegal,
  type EmployerLegalPayload,
  type employerLegalPayloadSchema,
  WORKPLACES_MAX,
} from '@jobbel/shared/engagements/employer-legal.schemas';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { useEmployerLegal, useSaveEmployerLegal } from '../api/employer-legal';

const resolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/engagements/employer-legal.schemas').then((m) => m.employerLegalPayloadSchema),
);
type Fields = EmployerLegalPayload;

function fieldsOf(legal: EmployerLegal): Fields {
  return {
    enterpriseNumber: legal.enterpriseNumber ?? '',
    rszNumber: legal.rszNumber ?? '',
    jointCommittee: legal.jointCommittee,
    secretariatName: legal.secretariatName ?? '',
    secretariatCustomerNumber: legal.secretariatCustomerNumber ?? '',
    dimonaFiler: legal.dimonaFiler,
    workplaces: legal.workplaces.map((place) => ({
      ...place,
      workplaceNisCode: place.workplaceNisCode ?? '',
    })),
  };
}

const regionName = (region: LanguageRegion | null) =>
  region
    ? t(`web.engagements.legal.languageRegions.${region}`)
    : t('web.engagements.legal.languageRegionUnknown');

/** Settings › Wettelijke gegevens: what a Dimona and the exports need of the business. */
export function EmployerLegalSection() {
  const legal = useEmployerLegal();
  if (legal.isPending) return <Spinner label={t('web.common.loading')} />;
  if (legal.isError) return <ErrorBox message={t('web.engagements.legal.loadFailed')} cause={legal.error} />;
  return <EmployerLegalForm key={legal.dataUpdatedAt} legal={legal.data} />;
}

function EmployerLegalForm({ legal }: { legal: EmployerLegal }) {
  const save = useSaveEmployerLegal();
  const [failure, setFailure] = useState<Failure>();
  const [nisHelp, setNisHelp] = useState(false);
  const form = useForm<Fields, unknown, z.output<typeof employerLegalPayloadSchema>>({
    resolver,
    defaultValues: fieldsOf(legal),
  });
  // the places of work are kept beside the form and handed to it whole, so the schema checks them with
  // the rest; react-hook-form's field arrays would add their weight to every page that has a form
  const [places, setPlaces] = useState(() =>
    (form.getValues('workplaces') ?? []).map((place, index) => ({ ...place, key: index })),
  );
  const nextKey = useRef(places.length);
  const changePlaces = (next: typeof places) => {
    setPlaces(next);
    form.setValue(
      'workplaces',
      next.map(({ key: _key, ...place }) => place),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const editPlace = (
    index: number,
    field: 'workplaceAddress' | 'workplaceMunicipality' | 'workplaceNisCode' | 'workplaceLanguageRegion',
    value: string,
  ) =>
    changePlaces(
      places.map((place, at) =>
        at === index
          ? { ...place, [field]: field === 'workplaceLanguageRegion' ? value || null : value }
          : place,
      ),
    );
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (payload) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(payload);
      showToast({ type: 'success', message: t('web.engagements.legal.saved'), duration: 3000 });
    } catch (error) {
      setFailure({ message: (error as Error).message, cause: error });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('web.engagements.legal.title')}>
      <p className="text-sm text-slate-600">{t('web.engagements.legal.intro')}</p>
      {failure && <ErrorBox {...failure} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.engagements.legal.enterpriseNumber')}
          hint={t('web.engagements.legal.enterpriseNumberHint')}
          placeholder={t('web.engagements.legal.enterpriseNumberExample')}
          inputMode="numeric"
          maxLength={20}
          {...form.register('enterpriseNumber')}
          error={errors.enterpriseNumber?.message}
        />
        <TextField
          label={t('web.engagements.legal.rszNumber')}
          maxLength={20}
          {...form.register('rszNumber')}
          error={errors.rszNumber?.message}
        />
        <TextField
          label={t('web.engagements.legal.jointCommittee')}
          maxLength={6}
          {...form.register('jointCommittee')}
          error={errors.jointCommittee?.message}
        />
        <SelectField
          label={t('web.engagements.legal.dimonaFiler')}
          options={DIMONA_FILERS.map((filer) => ({
            value: filer,
            label: t(`web.engagements.legal.dimonaFilers.${filer}`),
          }))}
          {...form.register('dimonaFiler')}
        />
        <TextField
          label={t('web.engagements.legal.secretariatName')}
          maxLength={100}
          {...form.register('secretariatName')}
          error={errors.secretariatName?.message}
        />
        <TextField
          label={t('web.engagements.legal.secretariatCustomerNumber')}
          maxLength={50}
          {...form.register('secretariatCustomerNumber')}
          error={errors.secretariatCustomerNumber?.message}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">
          {t('web.engagements.legal.workplaces')}
        </legend>
        <p className="text-sm text-slate-600">
          {t('web.engagements.legal.workplacesHint')}{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            aria-expanded={nisHelp}
            onClick={() => setNisHelp((open) => !open)}
          >
            {t('web.engagements.legal.nisCodeHelp')}
          </button>
        </p>
        {nisHelp && (
          <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
            {t('web.engagements.legal.nisCodeHelpText')}
          </p>
        )}
        {places.map((place, index) => (
          <div
            key={place.key}
            className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1.5fr_1fr_2fr_auto]"
          >
            <TextField
              label={t('web.engagements.legal.workplaceAddress')}
              maxLength={150}
              value={place.workplaceAddress ?? ''}
              onChange={(event) => editPlace(index, 'workplaceAddress', event.target.value)}
              error={errors.workplaces?.[index]?.workplaceAddress?.message}
            />
            <TextField
              label={t('web.engagements.legal.workplaceMunicipality')}
              maxLength={100}
              value={place.workplaceMunicipality ?? ''}
              onChange={(event) => editPlace(index, 'workplaceMunicipality', event.target.value)}
              error={errors.workplaces?.[index]?.workplaceMunicipality?.message}
            />
            <TextField
              label={t('web.engagements.legal.workplaceNisCode')}
              inputMode="numeric"
              maxLength={5}
              value={place.workplaceNisCode ?? ''}
              onChange={(event) => editPlace(index, 'workplaceNisCode', event.target.value)}
              error={errors.workplaces?.[index]?.workplaceNisCode?.message}
            />
            <SelectField
              label={t('web.engagements.legal.languageRegion')}
              value={place.workplaceLanguageRegion ?? ''}
              options={[
                {
                  value: '',
                  label: t('web.engagements.legal.languageRegionFromNis', {
                    region: regionName(languageRegionOfNisCode(place.workplaceNisCode || null)),
                  }),
                },
                ...LANGUAGE_REGIONS.map((region) => ({ value: region, label: regionName(region) })),
              ]}
              onChange={(event) => editPlace(index, 'workplaceLanguageRegion', event.currentTarget.value)}
            />
            <Button
              variant="secondary"
              className="self-end"
              aria-label={t('web.engagements.legal.removeWorkplace', { number: index + 1 })}
              onClick={() => changePlaces(places.filter((_, at) => at !== index))}
            >
              ✕
            </Button>
          </div>
        ))}
        {places.length < WORKPLACES_MAX && (
          <Button
            variant="secondary"
            onClick={() => {
              nextKey.current += 1;
              changePlaces([
                ...places,
                {
                  workplaceAddress: '',
                  workplaceMunicipality: '',
                  workplaceNisCode: '',
                  workplaceLanguageRegion: null,
                  key: nextKey.current,
                },
              ]);
            }}
          >
            {t('web.engagements.legal.addWorkplace')}
          </Button>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('web.engagements.legal.save')}
        </Button>
      </div>
    </form>
  );
}
