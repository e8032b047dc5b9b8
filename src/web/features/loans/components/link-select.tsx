import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import type { LinkOption } from '../lib/link-options';

type Props = {
  id: string;
  label: string;
  hint: string;
  /** What "no link" is called ("No linked obligation"). */
  noneLabel: string;
  options: LinkOption[];
  /** The options are still loading. */
  pending: boolean;
  /** The id linked now, kept selectable even when it is not among the options. */
  current: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
};

/** Chooses what a loan is linked to (an obligation or a property), or nothing. */
export function LinkSelect({
  id,
  label,
  hint,
  noneLabel,
  options,
  pending,
  current,
  registration,
  error,
}: Props) {
  const missing = current !== '' && !options.some((option) => option.id === current);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration} disabled={pending}>
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
    </Field>
  );
}
