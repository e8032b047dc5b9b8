import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormBinding } from './form-field';
import { NativeSelect } from './native-select';

type FormSelectFieldProps<T extends FieldValues, TOut, TOption extends string> = FormBinding<
  T,
  TOut
> & {
  id: string;
  label: ReactNode;
  /** The choices, each value with its label, in the order they are offered. */
  options: Record<TOption, string>;
  /** Shown (and not choosable again) while nothing is chosen: "Choose a role". */
  placeholder?: string;
};

/** A labelled choice among fixed options (a type, a role) for one of a form's values. */
export function FormSelectField<T extends FieldValues, TOut, TOption extends string>({
  form,
  name,
  id,
  label,
  options,
  placeholder,
}: FormSelectFieldProps<T, TOut, TOption>) {
  return (
    <FormField form={form} name={name} id={id} label={label}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name)}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {Object.entries<string>(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
