import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import { FormField, type FormBinding } from './form-field';
import { NativeSelect } from './native-select';

type FormUsStateFieldProps<T extends FieldValues, TOut> = FormBinding<T, TOut> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The first option, chosen while no state is: "Choose a state", "Not recorded". */
  emptyLabel: string;
  required?: boolean;
};

/** A labelled choice of a US state (its two-letter code) for one of a form's values. */
export function FormUsStateField<T extends FieldValues, TOut>({
  form,
  name,
  id,
  label,
  hint,
  emptyLabel,
  required,
}: FormUsStateFieldProps<T, TOut>) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(control) => (
        <NativeSelect required={required} {...control} {...form.register(name)}>
          <option value="">{emptyLabel}</option>
          {US_STATES.map(([code, stateName]) => (
            <option key={code} value={code}>
              {stateName}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
