import { StepMark } from '@web/components/step-mark';

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
              <StepMark label={label} done={done} active={active} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
