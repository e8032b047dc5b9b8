import { useWatch } from 'react-hook-form';
import { DEFAULT_REVIEW_MONTHS } from '@shared/estate/instrument-kinds';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import type { InstrumentForm } from './instrument-form-type';

/** The intervals offered, in months; the shared schema takes 6 months to 10 years. */
const INTERVALS = [6, 12, 24, 36, 48, 60, 84, 120];

function intervalLabel(months: number): string {
  const text =
    months % 12 !== 0
      ? `Every ${months} months`
      : months === 12
        ? 'Every year'
        : `Every ${months / 12} years`;
  return months === DEFAULT_REVIEW_MONTHS ? `${text} (recommended)` : text;
}

/** How often the document should be reviewed; a recorded life event brings a review forward. */
export function ReviewEveryField({ form }: { form: InstrumentForm }) {
  const current = Number(useWatch({ control: form.control, name: 'reviewEveryMonths' }));
  // A value set elsewhere (through the API) stays on offer, so saving does not change it.
  const options =
    INTERVALS.includes(current) || !current
      ? INTERVALS
      : [...INTERVALS, current].sort((a, b) => a - b);
  return (
    <Field
      id="instrument-review-every"
      label="Review every"
      hint="A life event you record brings the review forward."
      error={form.formState.errors.reviewEveryMonths?.message}
    >
      {(control) => (
        <NativeSelect {...control} {...form.register('reviewEveryMonths')}>
          <SelectOptions values={options} label={intervalLabel} />
        </NativeSelect>
      )}
    </Field>
  );
}
