import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';

type Props = {
  id: string;
  error?: string;
  /** The addresses the household already has, written out in full. */
  addresses: readonly string[];
  /** The choice that means "type a new address". */
  newValue: string;
  /** `form.register('addressChoice', …)`. */
  registration: UseFormRegisterReturn;
  /** Choices listed before the household's addresses. */
  children?: ReactNode;
};

/** A home obligation's property (spec §5): one of the household's addresses, or a new one. */
export function AddressChoiceSelect({
  id,
  error,
  addresses,
  newValue,
  registration,
  children,
}: Props) {
  return (
    <Field id={id} label="Property address" error={error}>
      {(control) => (
        <NativeSelect {...control} aria-required {...registration}>
          <option value="">Choose an address</option>
          {children}
          <SelectOptions values={addresses} />
          <option value={newValue}>New address</option>
        </NativeSelect>
      )}
    </Field>
  );
}
