import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { Input } from './input';
import { cn } from '@web/lib/utils';

const ADDRESS_PARTS = ['street', 'city', 'state', 'zip'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** One value for each part of an address: `byAddressPart((part) => form.register(part))`. */
export function byAddressPart<V>(of: (part: AddressPart) => V): Record<AddressPart, V> {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, of(part)])) as Record<
    AddressPart,
    V
  >;
}

type AddressFieldsProps = {
  /** Prefix of the inputs' ids ("account-address" → "account-address-street"). */
  idPrefix: string;
  legend: string;
  /** `form.register('address.street')` and so on. */
  register: Record<AddressPart, UseFormRegisterReturn>;
  errors?: Partial<Record<AddressPart, string | undefined>>;
  /** Every part must be filled (a home obligation's new address, spec §5). */
  required?: boolean;
  className?: string;
};

/** A US postal address as four labelled inputs with the browser's address autofill hints. */
export function AddressFields({
  idPrefix,
  legend,
  register,
  errors = {},
  required = false,
  className,
}: AddressFieldsProps) {
  const input = (part: AddressPart) => ({
    ...register[part],
    'aria-required': required || undefined,
  });
  return (
    <fieldset className={cn('grid gap-3', className)}>
      <legend className="mb-1 px-1 text-sm font-medium">{legend}</legend>
      <Field id={`${idPrefix}-street`} label="Street" error={errors.street}>
        {(control) => <Input autoComplete="address-line1" {...control} {...input('street')} />}
      </Field>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_6rem_8rem]">
        <Field id={`${idPrefix}-city`} label="City" error={errors.city}>
          {(control) => <Input autoComplete="address-level2" {...control} {...input('city')} />}
        </Field>
        <Field id={`${idPrefix}-state`} label="State" error={errors.state}>
          {(control) => <Input autoComplete="address-level1" {...control} {...input('state')} />}
        </Field>
        <Field id={`${idPrefix}-zip`} label="ZIP" error={errors.zip}>
          {(control) => (
            <Input autoComplete="postal-code" inputMode="numeric" {...control} {...input('zip')} />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
