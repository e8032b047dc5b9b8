import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';

type Props = {
  /** The steps' short names, in order. */
  labels: readonly string[];
  current: number;
};

/** "Step 2 of 3" in words, and the same as a row of named steps for those who scan. */
export function StepIndicator({ labels, current }: Props) {
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        Step {current + 1} of {labels.length}
      </p>
      <ol className="grid grid-cols-3 gap-2" aria-label="Setup steps">
        {labels.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={label} aria-current={active ? 'step' : undefined} className="grid gap-2">
              <span
                aria-hidden
                className={cn('h-1.5 rounded-full', done || active ? 'bg-primary' : 'bg-muted')}
              />
              <span
                className={cn(
                  'flex items-center gap-1 text-xs sm:text-sm',
                  active ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {done && <Check className="size-3.5 shrink-0 text-primary" aria-hidden />}
                {label}
                {done && <span className="sr-only">(done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
