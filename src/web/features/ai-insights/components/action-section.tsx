import { useId, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import type { InsightAction } from '../api/use-insight-action';

type Props<T> = {
  action: InsightAction<T>;
  /** What the action finds, said before it is first run. */
  intro: string;
  /** The button: "Detect anomalies", "Generate forecast"… */
  runLabel: string;
  /** Spec §4: the button while the action runs ("Detecting…"). */
  runningLabel: string;
  /** What is said while the first answer is on its way. */
  workingText: string;
  children: (answer: T) => ReactNode;
};

/**
 * A tab whose insight is worked out on request: its button (again to run it afresh), its own
 * loading state (spec §4), then the answer. The last answer stays while a new one is on its way.
 */
export function ActionSection<T>({
  action,
  intro,
  runLabel,
  runningLabel,
  workingText,
  children,
}: Props<T>) {
  const introId = useId();
  const { answer, running, canRun, run } = action;
  return (
    <section className="grid gap-4" aria-describedby={introId} aria-busy={running || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={introId} className="max-w-prose text-sm text-muted-foreground">
          {intro}
        </p>
        <Button
          variant={answer === undefined ? 'default' : 'outline'}
          disabled={!canRun}
          // Not `disabled` while it runs: a disabled button drops the keyboard's focus to the
          // page. It says it is busy, and a second press does nothing.
          aria-disabled={running || undefined}
          aria-busy={running || undefined}
          className="aria-disabled:cursor-progress aria-disabled:opacity-50"
          onClick={() => {
            if (!running) void run();
          }}
        >
          {running ? (
            <>
              <Spinner />
              {runningLabel}
            </>
          ) : (
            <>
              {answer !== undefined && <RefreshCw aria-hidden />}
              {runLabel}
            </>
          )}
        </Button>
      </div>
      {answer === undefined
        ? running && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner />
              {workingText}
            </p>
          )
        : children(answer)}
    </section>
  );
}
