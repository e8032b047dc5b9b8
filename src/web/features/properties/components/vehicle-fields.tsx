import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormRow } from '@web/components/ui/form-row';
import type { PropertyInput } from '../api/property-mutations';
import type { TPropertyFormValues } from '../lib/property-form';

type Form = UseFormReturn<TPropertyFormValues, unknown, PropertyInput>;

/** A vehicle's fields: year, make and model (its default name), VIN and value. */
export function VehicleFields({ form }: { form: Form }) {
  const [year, make, model] = useWatch({ control: form.control, name: ['year', 'make', 'model'] });
  const defaultName = [year, make, model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-4">
      <FormRow className="sm:grid-cols-[7rem_1fr_1fr]">
        <FormTextField
          form={form}
          name="year"
          id="vehicle-year"
          label="Year"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <FormTextField
          form={form}
          name="make"
          id="vehicle-make"
          label="Make"
          autoComplete="off"
          placeholder="e.g. Honda"
        />
        <FormTextField
          form={form}
          name="model"
          id="vehicle-model"
          label="Model"
          autoComplete="off"
          placeholder="e.g. CR-V"
        />
      </FormRow>
      <FormTextField
        form={form}
        name="name"
        id="vehicle-name"
        label="Name (optional)"
        hint={`Obligations are matched to a vehicle by this name${defaultName ? `; without one, by “${defaultName}”` : ''}.`}
        autoComplete="off"
      />
      <FormRow>
        <FormTextField
          form={form}
          name="vin"
          id="vehicle-vin"
          label="VIN (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={17}
        />
        <FormMoneyField
          form={form}
          name="estimatedValueCents"
          id="vehicle-value"
          label="Estimated value"
        />
      </FormRow>
    </div>
  );
}
