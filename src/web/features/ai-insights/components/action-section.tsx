import { useId, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { BusyButton } from '@web/components/ui/busy-button';
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
        <BusyButton
          busy={running}
          busyLabel={runningLabel}
          disabled={!canRun}
          variant={answer === undefined ? 'default' : 'outline'}
          onClick={() => void run()}
        >
          {answer !== undefined && <RefreshCw aria-hidden />}
          {runLabel}
        </BusyButton>
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
