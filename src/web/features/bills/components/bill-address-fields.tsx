import { useFormContext, useWatch } from 'react-hook-form';
import { AddressChoiceSelect } from '@web/components/address-choice-select';
import { AddressFields, byAddressPart } from '@web/components/ui/address-fields';
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
        <AddressChoiceSelect
          id={`${idPrefix}-address-choice`}
          error={errors.addressChoice?.message}
          addresses={options.map((option) => option.full)}
          newValue={NEW_ADDRESS}
          registration={form.register('addressChoice')}
        />
      )}
      {choice === NEW_ADDRESS && (
        <AddressFields
          idPrefix={`${idPrefix}-address`}
          legend={options.length > 0 ? 'New address' : 'Property address'}
          className="rounded-lg border p-3"
          required
          register={byAddressPart((part) => form.register(part))}
          errors={byAddressPart((part) => errors[part]?.message)}
        />
      )}
    </div>
  );
}
