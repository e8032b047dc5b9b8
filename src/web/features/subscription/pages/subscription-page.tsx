import { FocusedPage } from '@web/components/focused-page';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSubscriptionStatus } from '../api/subscription';
import { PlanList } from '../components/plan-list';
import { SubscriptionStatusPanel } from '../components/subscription-status-panel';

/**
 * Reached when a plan is required and the household has none (the household guard sends people
 * here), or directly to see the plans.
 */
export function SubscriptionPage() {
  usePageTitle('Subscription');
  const subscription = useSubscriptionStatus();

  return (
    <FocusedPage
      width="wide"
      logoLinksHome
      title="Your Nido plan"
      description="One plan covers your whole household, with every feature included."
    >
      {subscription.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading your subscription">
          <Skeleton className="h-7 w-64" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : subscription.isError ? (
        <LoadError
          title="We couldn't load your subscription"
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ) : (
        <SubscriptionStatusPanel
          status={subscription.data}
          onCheckAgain={() => subscription.refetch()}
        />
      )}
      <PlanList status={subscription.data} />
    </FocusedPage>
  );
}

export { SubscriptionPage as Component };
