import { useFormState, type FieldPathByValue, type FieldValues, type Path } from 'react-hook-form';
import { AddressFields } from './address-fields';
import type { FormBinding } from './form-field';

const ADDRESS_PARTS = ['street', 'city', 'state', 'zip'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];

type FormAddressFieldsProps<T extends FieldValues, TOut> = Omit<FormBinding<T, TOut>, 'name'> & {
  /** The address's parts as typed. */
  name: FieldPathByValue<T, Record<AddressPart, string>>;
  /** Prefix of the inputs' ids ("account-address" → "account-address-street"). */
  idPrefix: string;
  legend: string;
};

/** A form's postal address (its `street`, `city`, `state` and `zip` under `name`) as four inputs. */
export function FormAddressFields<T extends FieldValues, TOut>({
  form,
  name,
  idPrefix,
  legend,
}: FormAddressFieldsProps<T, TOut>) {
  const formState = useFormState({ control: form.control, name });
  const byPart = <V,>(of: (path: Path<T>) => V) =>
    Object.fromEntries(
      ADDRESS_PARTS.map((part) => [part, of(`${name}.${part}` as Path<T>)]),
    ) as Record<AddressPart, V>;
  return (
    <AddressFields
      idPrefix={idPrefix}
      legend={legend}
      register={byPart((path) => form.register(path))}
      errors={byPart((path) => form.getFieldState(path, formState).error?.message)}
    />
  );
}
