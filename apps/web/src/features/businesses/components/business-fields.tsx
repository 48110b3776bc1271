import { COUNTRY_CODES } from '@jobbel/shared/app/product.constants';
import { BUSINESS_CATEGORIES } from '@jobbel/shared/businesses/business.constants';
import type { BusinessPayload } from '@jobbel/shared/businesses/business.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { labelOf, t } from '../../../lib/i18n';

export type BusinessFormFields = Omit<BusinessPayload, 'businessAccountID'>;

/** Name, category, address, contact and description of the business profile form (spec 001 §3). */
export function BusinessFields<Output>({
  form,
}: {
  form: UseFormReturn<BusinessFormFields, unknown, Output>;
}) {
  const invalid = (name: keyof BusinessFormFields) => (form.formState.errors[name] ? true : undefined);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.businesses.businessFields.name')}
          aria-invalid={invalid('businessName')}
          {...form.register('businessName')}
        />
        <SelectField
          label={t('web.businesses.businessFields.category')}
          options={BUSINESS_CATEGORIES.map((category) => ({
            value: category,
            label: labelOf('web.businesses.categories', category),
          }))}
          {...form.register('businessCategory')}
        />
        <TextField
          label={t('web.businesses.businessFields.street')}
          aria-invalid={invalid('businessStreet')}
          {...form.register('businessStreet')}
        />
        <TextField
          label={t('web.businesses.businessFields.houseNumber')}
          {...form.register('businessNumber')}
        />
        <TextField
          label={t('web.businesses.businessFields.postalCode')}
          aria-invalid={invalid('businessZipCode')}
          {...form.register('businessZipCode')}
        />
        <TextField
          label={t('web.businesses.businessFields.municipality')}
          aria-invalid={invalid('businessCity')}
          {...form.register('businessCity')}
        />
        <SelectField
          label={t('web.common.country')}
          options={COUNTRY_CODES.map((code) => ({
            value: code,
            label: labelOf('web.common.countries', code),
          }))}
          {...form.register('businessCountry')}
        />
        <TextField
          label={t('web.businesses.businessFields.vatNumber')}
          {...form.register('businessVatNumber')}
        />
        <TextField label={t('web.common.phone')} type="tel" {...form.register('businessPhone')} />
        <TextField
          label={t('web.businesses.businessFields.website')}
          type="url"
          placeholder={t('web.common.urlExample')}
          aria-invalid={invalid('businessWebsite')}
          {...form.register('businessWebsite')}
        />
      </div>
      <div>
        <label htmlFor="business-description" className="mb-1 block text-sm font-medium text-slate-700">
          {t('web.businesses.businessFields.description')}
        </label>
        <textarea
          id="business-description"
          rows={4}
          {...form.register('businessDescription')}
          className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm"
        />
      </div>
    </>
  );
}
