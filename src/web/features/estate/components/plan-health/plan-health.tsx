import { useId } from 'react';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useEstateSummary } from '../../api/summary-query';
import { CompletenessMeter } from './completeness-meter';
import { GapList } from './gap-list';

/**
 * Issue 14 "Conflicts and gaps" for the households on screen (the family selector's choice):
 * the completeness score, which rises as gaps are closed, and each gap with a link to fix it.
 */
export function PlanHealth() {
  const summary = useEstateSummary();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          Plan health
        </h2>
        <CardDescription>
          Each check passes once the plan covers it: beneficiaries, executors, guardians, trusts and
          reviews.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {summary.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Checking your plan…</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        ) : summary.isError ? (
          <LoadError
            title="We couldn't check your plan"
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
            inCard
          />
        ) : (
          <>
            <CompletenessMeter
              score={summary.data.score}
              checksPassed={summary.data.checksPassed}
              checksTotal={summary.data.checksTotal}
            />
            <GapList gaps={summary.data.gaps} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
