import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import type { LoanInput } from '../api/loan-mutations';
import type { LinkOption } from '../lib/link-options';
import type { TLoanFormValues } from '../lib/loan-form';

export type LinkChoices = {
  options: LinkOption[];
  /** The options are still loading. */
  pending: boolean;
};

type Props = {
  form: UseFormReturn<TLoanFormValues, unknown, LoanInput>;
  name: 'relatedExpenseId' | 'propertyId';
  id: string;
  label: string;
  hint: string;
  /** What "no link" is called ("No linked obligation"). */
  noneLabel: string;
  choices: LinkChoices;
};

/** Chooses what a loan is linked to (an obligation or a property), or nothing. */
export function LinkSelect({ form, name, id, label, hint, noneLabel, choices }: Props) {
  const { options, pending } = choices;
  // The id linked now stays selectable even when it is not among the options.
  const current = useWatch({ control: form.control, name });
  const missing = current !== '' && !options.some((option) => option.id === current);
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name)} disabled={pending}>
          <option value="">{pending ? 'Loading…' : noneLabel}</option>
          {/* A link to something not in this view (another household's, or not loaded) stays. */}
          {missing && <option value={current}>Current link (not in this view)</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
