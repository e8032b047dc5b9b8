import { Controller, type UseFormReturn } from 'react-hook-form';
import { HOME_TYPE_LABELS, HOME_TYPES } from '@shared/finance/property-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { AddressFields } from '@web/components/ui/address-fields';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import type { PropertyInput } from '../api/property-mutations';
import type { TPropertyFormValues } from '../lib/property-form';

type Form = UseFormReturn<TPropertyFormValues, unknown, PropertyInput>;

/** A home's fields: what it is called and is, where it is, and its value and purchase. */
export function HomeFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="home-name"
          label="Name (optional)"
          hint="e.g. Lake house. Without one, the address is shown."
          error={errors.name?.message}
        >
          {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
        </Field>
        <Field id="home-type" label="Type" error={errors.homeType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('homeType')}>
              {HOME_TYPES.map((value) => (
                <option key={value} value={value}>
                  {HOME_TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <AddressFields
        idPrefix="home-address"
        legend="Address"
        register={{
          street: form.register('address.street'),
          city: form.register('address.city'),
          state: form.register('address.state'),
          zip: form.register('address.zip'),
        }}
        errors={{
          street: errors.address?.street?.message,
          city: errors.address?.city?.message,
          state: errors.address?.state?.message,
          zip: errors.address?.zip?.message,
        }}
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field id="home-value" label="Estimated value" error={errors.estimatedValueCents?.message}>
          {(control) => (
            <Controller
              name="estimatedValueCents"
              control={form.control}
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
        <Field id="home-purchase-date" label="Purchase date" error={errors.purchaseDate?.message}>
          {(control) => <Input type="date" {...control} {...form.register('purchaseDate')} />}
        </Field>
        <Field
          id="home-purchase-price"
          label="Purchase price"
          error={errors.purchasePriceCents?.message}
        >
          {(control) => (
            <Controller
              name="purchasePriceCents"
              control={form.control}
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
