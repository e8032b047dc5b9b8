import { ONBOARDING_AREAS, type TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOnboardingState } from '../api/onboarding';
import { ChecklistItem } from './checklist-item';

/** The areas the user chose in onboarding come first, then the rest in the usual order. */
function orderedAreas(state: TOnboardingState) {
  const chosen = ONBOARDING_AREAS.filter((area) => state.priorities.includes(area));
  const others = ONBOARDING_AREAS.filter((area) => !state.priorities.includes(area));
  return [...chosen, ...others];
}

function Checklist({ state }: { state: TOnboardingState }) {
  const doneCount = state.completedAreas.length;
  const total = ONBOARDING_AREAS.length;
  return (
    <>
      <div className="grid gap-2">
        <p id="getting-started-progress" className="text-sm font-medium">
          {doneCount} of {total} done
        </p>
        <Progress value={doneCount} max={total} aria-labelledby="getting-started-progress" />
        {doneCount === total && (
          <p className="text-sm text-muted-foreground">
            Everything is set up. Keep your details current as life changes.
          </p>
        )}
      </div>
      <ol className="grid gap-3">
        {orderedAreas(state).map((area) => (
          <ChecklistItem
            key={area}
            area={area}
            done={state.completedAreas.includes(area)}
            priority={state.priorities.includes(area)}
          />
        ))}
      </ol>
    </>
  );
}

/** The dashboard's checklist: the onboarding areas, with what the user chose to do first on top. */
export function GettingStartedCard() {
  const checklist = useOnboardingState();

  return (
    <Card>
      <CardHeader>
        <h2 id="getting-started-title" className="text-lg font-semibold">
          Getting started
        </h2>
        <CardDescription>
          Work through these at your own pace. Mark each one done when you are happy with it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {checklist.isPending ? (
          <div className="grid gap-3" aria-label="Loading your checklist" role="status">
            <Skeleton className="h-2 w-full" />
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        ) : checklist.isError ? (
          <LoadError
            inCard
            title="We couldn't load your checklist"
            onRetry={() => void checklist.refetch()}
            retrying={checklist.isFetching}
          />
        ) : (
          <Checklist state={checklist.data} />
        )}
      </CardContent>
    </Card>
  );
}
