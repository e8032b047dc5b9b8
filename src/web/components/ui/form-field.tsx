import type { ComponentProps } from 'react';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from './field';

/** Which value of which form a field shows. */
export type FormBinding<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
};

type FormFieldProps<T extends FieldValues, TOut> = FormBinding<T, TOut> &
  Omit<ComponentProps<typeof Field>, 'error'>;

/** A labelled control for one of a form's values, with the form's message about it beneath. */
export function FormField<T extends FieldValues, TOut>({
  form,
  name,
  ...field
}: FormFieldProps<T, TOut>) {
  return <Field {...field} error={useFieldError(form, name)} />;
}

/**
 * The form's message about one of its values. Subscribed by name, so a message coming or going
 * re-renders the field that shows it.
 */
export function useFieldError<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
): string | undefined {
  const formState = useFormState({ control: form.control, name });
  return form.getFieldState(name, formState).error?.message;
}
