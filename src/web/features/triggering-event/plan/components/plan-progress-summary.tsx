import { useId } from 'react';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Progress } from '@web/components/ui/progress';
import type { PlanProgress } from '../lib/plan-progress';

/** How far the plan has come: tasks done of those that apply, and how many are overdue. */
export function PlanProgressSummary({ progress }: { progress: PlanProgress }) {
  const labelId = useId();
  const { total, done, overdue, notApplicable } = progress;
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={labelId} className="font-medium">
          {done} of {total} {total === 1 ? 'task' : 'tasks'} done
        </p>
        <p className="flex items-center gap-1 text-sm">
          {overdue > 0 ? (
            <>
              <AlertTriangle aria-hidden className="size-4 text-destructive" />
              <span className="font-medium text-destructive">{overdue} overdue</span>
            </>
          ) : (
            <>
              <CheckCircle2 aria-hidden className="size-4 text-muted-foreground" />
              <span className="text-muted-foreground">Nothing overdue</span>
            </>
          )}
        </p>
      </div>
      <Progress value={done} max={Math.max(total, 1)} aria-labelledby={labelId} />
      {notApplicable > 0 && (
        <p className="text-xs text-muted-foreground">
          {notApplicable} marked not applicable {notApplicable === 1 ? 'is' : 'are'} not counted.
        </p>
      )}
    </div>
  );
}
