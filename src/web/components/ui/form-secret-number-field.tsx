import { useWatch, type FieldPathByValue, type FieldValues, type PathValue } from 'react-hook-form';
import type { FormBinding } from './form-field';
import { useFieldError } from './form-field';
import { SecretNumberField } from './secret-number-field';

type FormSecretNumberFieldProps<T extends FieldValues, TOut> = Omit<
  FormBinding<T, TOut>,
  'name'
> & {
  /** The number as typed: blank keeps the stored one. */
  name: FieldPathByValue<T, string>;
  /** The "remove the stored number" box. */
  removeName: FieldPathByValue<T, boolean>;
  id: string;
  label: string;
  /** The stored number's last 4 when editing. */
  storedLast4: string | null;
};

/**
 * An account or policy number the browser never holds in full, bound to a form: ticking "remove"
 * also empties what was typed, so the form sends the removal and nothing else.
 */
export function FormSecretNumberField<T extends FieldValues, TOut>({
  form,
  name,
  removeName,
  id,
  label,
  storedLast4,
}: FormSecretNumberFieldProps<T, TOut>) {
  const removing = useWatch({ control: form.control, name: removeName }) as boolean;
  return (
    <SecretNumberField
      id={id}
      label={label}
      storedLast4={storedLast4}
      error={useFieldError(form, name)}
      registration={form.register(name)}
      remove={{
        checked: removing,
        onChange: (checked) => {
          form.setValue(removeName, checked as PathValue<T, typeof removeName>);
          if (checked) form.setValue(name, '' as PathValue<T, typeof name>);
        },
      }}
    />
  );
}
