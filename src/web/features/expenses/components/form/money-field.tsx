import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { CurrencyInput } from '@web/components/currency-input';
import { Field } from '@web/components/ui/field';
import { useExpenseFormContext } from './use-expense-form-context';

type Props = {
  id: string;
  label: string;
  name: 'costCents' | 'outstandingBalanceCents';
  hint?: ReactNode;
};

/** An amount of the obligation form, typed in dollars and held in cents. */
export function MoneyField({ id, label, name, hint }: Props) {
  const { form, errorOf } = useExpenseFormContext();
  return (
    <Field id={id} label={label} error={errorOf(name)} hint={hint}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <CurrencyInput
              {...control}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
