import { Check } from 'lucide-react';
import {
  INSTRUMENT_STATUSES,
  INSTRUMENT_STATUS_LABELS,
  type TInstrumentStatus,
} from '@shared/estate/instrument-kinds';
import { cn } from '@web/lib/utils';

/**
 * Where a document stands: not started → drafted → signed → witnessed or notarized → stored, as
 * an ordered list whose current step is `aria-current="step"`, so a screen reader says it too.
 */
export function StatusStepper({ status, label }: { status: TInstrumentStatus; label: string }) {
  const current = INSTRUMENT_STATUSES.indexOf(status);
  return (
    <ol aria-label={label} className="flex flex-wrap gap-x-1 gap-y-2 text-xs">
      {INSTRUMENT_STATUSES.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1 rounded-full border px-2 py-0.5',
              isCurrent && 'border-primary bg-primary font-semibold text-primary-foreground',
              done && 'border-primary/40 text-foreground',
              !done && !isCurrent && 'border-dashed text-muted-foreground',
            )}
          >
            {done && <Check className="size-3" aria-hidden />}
            {done && <span className="sr-only">Done: </span>}
            {INSTRUMENT_STATUS_LABELS[step]}
          </li>
        );
      })}
    </ol>
  );
}
