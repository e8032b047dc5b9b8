import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

type Props = {
  id: string;
  error?: string;
  /** The empty choice's text. */
  placeholder: string;
  /** `form.register('autoPayDate')`: '' or "1"…"31". */
  registration: UseFormRegisterReturn;
};

/** The day of the month an automatic payment is taken (1–31, spec §5). */
export function AutoPayDayField({ id, error, placeholder, registration }: Props) {
  return (
    <Field id={id} label="Auto-pay day" error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration}>
          <option value="">{placeholder}</option>
          <SelectOptions values={DAYS} />
        </NativeSelect>
      )}
    </Field>
  );
}
