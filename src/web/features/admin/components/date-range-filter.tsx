import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { localIsoDay } from '@web/lib/local-day';
import { defaultRange, rangeErrors, type RangeErrors, type ReportRange } from '../lib/date-range';

type Props = {
  range: ReportRange;
  onApply: (range: ReportRange) => void;
};

/**
 * The report's period: two days, both included. Checked when applied, each message beside its
 * box; the report on screen stays until a valid period is asked for.
 */
export function DateRangeFilter({ range, onApply }: Props) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<RangeErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { from, to };
    const found = rangeErrors(next, localIsoDay(new Date()));
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(next);
  };
  const reset = () => {
    const next = defaultRange(new Date());
    setFrom(next.from);
    setTo(next.to);
    setErrors({});
    onApply(next);
  };

  return (
    <form
      aria-label="Report period"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <Field id="report-from" label="From" error={errors.from} className="sm:w-44">
        {(control) => (
          <Input
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field id="report-to" label="To" error={errors.to} className="sm:w-44">
        {(control) => (
          <Input
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            {...control}
          />
        )}
      </Field>
      {/* Lined up with the boxes, below their labels. */}
      <div className="flex flex-wrap gap-2 sm:pt-6">
        <Button type="submit">Show report</Button>
        <Button type="button" variant="outline" onClick={reset}>
          Last 12 weeks
        </Button>
      </div>
    </form>
  );
}
