import { useFormContext, useWatch } from 'react-hook-form';
import { AddressFields } from '@web/components/ui/address-fields';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { NEW_ADDRESS, type AddressOption, type BillEditValues } from '../lib/bill-edit-values';

type Props = { idPrefix: string; options: readonly AddressOption[] };

/**
 * A home bill's property (spec §5: a home obligation needs its address): one the household has,
 * or a new one typed in. Bills do not say which of the household's homes they are for.
 */
export function BillAddressFields({ idPrefix, options }: Props) {
  const form = useFormContext<BillEditValues>();
  const choice = useWatch({ control: form.control, name: 'addressChoice' });
  const errors = form.formState.errors;
  return (
    <div className="grid gap-3 sm:col-span-2">
      {options.length > 0 && (
        <Field
          id={`${idPrefix}-address-choice`}
          label="Property address"
          error={errors.addressChoice?.message}
        >
          {(control) => (
            <NativeSelect {...control} aria-required {...form.register('addressChoice')}>
              <option value="">Choose an address</option>
              {options.map((option) => (
                <option key={option.full} value={option.full}>
                  {option.full}
                </option>
              ))}
              <option value={NEW_ADDRESS}>New address</option>
            </NativeSelect>
          )}
        </Field>
      )}
      {choice === NEW_ADDRESS && (
        <AddressFields
          idPrefix={`${idPrefix}-address`}
          legend={options.length > 0 ? 'New address' : 'Property address'}
          className="rounded-lg border p-3"
          required
          register={{
            street: form.register('street'),
            city: form.register('city'),
            state: form.register('state'),
            zip: form.register('zip'),
          }}
          errors={{
            street: errors.street?.message,
            city: errors.city?.message,
            state: errors.state?.message,
            zip: errors.zip?.message,
          }}
        />
      )}
    </div>
  );
}
