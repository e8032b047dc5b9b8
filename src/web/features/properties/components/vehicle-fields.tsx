import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CurrencyInput } from '@web/components/currency-input';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { PropertyInput } from '../api/property-mutations';
import type { TPropertyFormValues } from '../lib/property-form';

type Form = UseFormReturn<TPropertyFormValues, unknown, PropertyInput>;

/** A vehicle's fields: year, make and model (its default name), VIN and value. */
export function VehicleFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const [year, make, model] = useWatch({ control: form.control, name: ['year', 'make', 'model'] });
  const defaultName = [year, make, model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[7rem_1fr_1fr]">
        <Field id="vehicle-year" label="Year" error={errors.year?.message}>
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              {...control}
              {...form.register('year')}
            />
          )}
        </Field>
        <Field id="vehicle-make" label="Make" error={errors.make?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Honda"
              {...control}
              {...form.register('make')}
            />
          )}
        </Field>
        <Field id="vehicle-model" label="Model" error={errors.model?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. CR-V"
              {...control}
              {...form.register('model')}
            />
          )}
        </Field>
      </div>
      <Field
        id="vehicle-name"
        label="Name (optional)"
        hint={`Obligations are matched to a vehicle by this name${defaultName ? `; without one, by “${defaultName}”` : ''}.`}
        error={errors.name?.message}
      >
        {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="vehicle-vin" label="VIN (optional)" error={errors.vin?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={17}
              {...control}
              {...form.register('vin')}
            />
          )}
        </Field>
        <Field
          id="vehicle-value"
          label="Estimated value"
          error={errors.estimatedValueCents?.message}
        >
          {(control) => (
            <Controller
              name="estimatedValueCents"
              control={form.control}
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
