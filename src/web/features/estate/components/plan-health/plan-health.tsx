import { LoadingStatus } from '@web/components/loading-status';
import { QueryView } from '@web/components/query-view';
import { RegionCard } from '@web/components/ui/region-card';
import { useEstateSummary } from '../../api/summary-query';
import { CompletenessMeter } from './completeness-meter';
import { GapList } from './gap-list';

/**
 * Issue 14 "Conflicts and gaps" for the households on screen (the family selector's choice):
 * the completeness score, which rises as gaps are closed, and each gap with a link to fix it.
 */
export function PlanHealth() {
  const summary = useEstateSummary();
  return (
    <RegionCard
      title="Plan health"
      description="Each check passes once the plan covers it: beneficiaries, executors, guardians, trusts and reviews."
    >
      <QueryView
        query={summary}
        loading={
          <LoadingStatus
            label="Checking your plan…"
            className="grid gap-3"
            skeletons={['h-10', 'h-24']}
          />
        }
        errorTitle="We couldn't check your plan"
      >
        {({ score, checksPassed, checksTotal, gaps }) => (
          <>
            <CompletenessMeter
              score={score}
              checksPassed={checksPassed}
              checksTotal={checksTotal}
            />
            <GapList gaps={gaps} />
          </>
        )}
      </QueryView>
    </RegionCard>
  );
}
