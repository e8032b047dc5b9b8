import type { UseFormRegisterReturn } from 'react-hook-form';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { Input } from './input';
import { Label } from './label';

type SecretNumberFieldProps = {
  id: string;
  label: string;
  /** The last 4 of the number stored now (editing), or nothing (adding). */
  storedLast4: string | null | undefined;
  error?: string | undefined;
  /** `form.register('accountNumber')`. */
  registration: UseFormRegisterReturn;
  /** The "remove the stored number" choice, shown only when a number is stored. */
  remove: { checked: boolean; onChange: (checked: boolean) => void };
};

/**
 * An account number input for a number the browser never holds in full. Editing, it starts blank
 * with "Unchanged (****1234)": leaving it blank keeps the stored number, typing replaces it, and
 * a checkbox removes it.
 */
export function SecretNumberField({
  id,
  label,
  storedLast4,
  error,
  registration,
  remove,
}: SecretNumberFieldProps) {
  const stored = Boolean(storedLast4);
  return (
    <div className="grid gap-2">
      <Field
        id={id}
        label={label}
        error={error}
        hint={stored ? 'Leave blank to keep the stored number.' : undefined}
      >
        {(control) => (
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder={stored ? `Unchanged (${maskLastFour(storedLast4)})` : undefined}
            // Read-only rather than disabled, so the form still reads the (empty) value.
            readOnly={remove.checked}
            {...control}
            {...registration}
          />
        )}
      </Field>
      {stored && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-remove`}
            checked={remove.checked}
            onCheckedChange={(checked) => remove.onChange(checked === true)}
          />
          <Label htmlFor={`${id}-remove`} className="font-normal">
            Remove the stored number
          </Label>
        </div>
      )}
    </div>
  );
}
