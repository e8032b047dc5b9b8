import { useId } from 'react';

type Props = { score: number; checksPassed: number; checksTotal: number };

/**
 * The plan's completeness as a meter (a figure within a known range, not a task's progress), with
 * the figure and what it counts in words beside it: the bar alone is visual.
 */
export function CompletenessMeter({ score, checksPassed, checksTotal }: Props) {
  const labelId = useId();
  const countId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={labelId} className="font-medium">
          Plan completeness <span className="text-2xl font-semibold tabular-nums">{score} %</span>
        </p>
        <p id={countId} className="text-sm text-muted-foreground">
          {checksPassed} of {checksTotal} {checksTotal === 1 ? 'check passes' : 'checks pass'}
        </p>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={countId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} %`}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${score}%` }}
        />
      </div>
    </div>
  );
}
