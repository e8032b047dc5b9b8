import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_ADVISOR_ACCESS_DAYS } from '@shared/advisors/advisor-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

type Props = {
  id: string;
  label: string;
  /** `form.register('days', { valueAsNumber: true })` */
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** How many days access lasts (1 to 365). */
export function AccessDaysField({ id, label, registration, error }: Props) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={`Between 1 and ${MAX_ADVISOR_ACCESS_DAYS} days.`}
    >
      {(control) => (
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADVISOR_ACCESS_DAYS}
          step={1}
          className="w-32"
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}
