import { COUNTRIES } from '@jobbel/shared/app/product.constants';
import { BUSINESS_CATEGORIES, type BusinessPayload } from '@jobbel/shared/businesses/business.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Bedrijfsnaam *"
          aria-invalid={invalid('businessName')}
          {...form.register('businessName')}
        />
        <SelectField
          label="Categorie *"
          options={BUSINESS_CATEGORIES.map((category) => ({ value: category, label: category }))}
          {...form.register('businessCategory')}
        />
        <TextField
          label="Straat *"
          aria-invalid={invalid('businessStreet')}
          {...form.register('businessStreet')}
        />
        <TextField label="Nummer" {...form.register('businessNumber')} />
        <TextField
          label="Postcode *"
          aria-invalid={invalid('businessZipCode')}
          {...form.register('businessZipCode')}
        />
        <TextField
          label="Gemeente *"
          aria-invalid={invalid('businessCity')}
          {...form.register('businessCity')}
        />
        <SelectField
          label="Land"
          options={COUNTRIES.map((country) => ({ value: country.code, label: country.label }))}
          {...form.register('businessCountry')}
        />
        <TextField label="Btw-nummer" {...form.register('businessVatNumber')} />
        <TextField label="Telefoon" type="tel" {...form.register('businessPhone')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://"
          aria-invalid={invalid('businessWebsite')}
          {...form.register('businessWebsite')}
        />
      </div>
      <div>
        <label htmlFor="business-description" className="mb-1 block text-sm font-medium text-slate-700">
          Over het bedrijf
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
