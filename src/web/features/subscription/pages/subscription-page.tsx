import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TBillingOverview } from '@shared/subscription/billing-api';
import { FocusedPage } from '@web/components/focused-page';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { useBillingOverview } from '../api/billing';
import { subscriptionKeys, useSubscriptionStatus } from '../api/subscription';
import { GuestPlanPanel } from '../components/guest-plan-panel';
import { PlanList } from '../components/plan-list';
import { PlanStatusPanel } from '../components/plan-status-panel';
import { SwitchToLifetimePanel } from '../components/switch-to-lifetime-panel';
import { TakeYourDataPanel } from '../components/take-your-data-panel';
import { buyablePlans, planStanding } from '../lib/plan-standing';

function Loading() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading your subscription">
      <Skeleton className="h-7 w-64" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

type Loaded = {
  user: TSessionUser;
  status: TSubscriptionStatus;
  billing: TBillingOverview;
  onCheckAgain: () => Promise<unknown>;
};

function PlansAndStanding({ user, status, billing, onCheckAgain }: Loaded) {
  if (user.accountType === 'guest') {
    return (
      <>
        <GuestPlanPanel user={user} billing={billing} paymentRequired={status.paymentRequired} />
        <PlanList currentPlan={null} buyable={[]} paymentsConfigured={billing.paymentsConfigured} />
      </>
    );
  }
  const standing = planStanding(status, billing);
  const currentPlan =
    'plan' in standing && standing.kind !== 'ended' && standing.kind !== 'refunded'
      ? standing.plan
      : null;
  return (
    <>
      <PlanStatusPanel standing={standing} billing={billing} onCheckAgain={onCheckAgain} />
      {billing.canSwitchToLifetime && standing.kind === 'active' && (
        <SwitchToLifetimePanel renewsOn={billing.currentPeriodEnd} />
      )}
      <PlanList
        currentPlan={currentPlan}
        buyable={buyablePlans(standing, billing)}
        paymentsConfigured={billing.paymentsConfigured}
      />
      {status.paymentRequired && !status.active && <TakeYourDataPanel ownerId={user.id} />}
    </>
  );
}

/**
 * Reached when a plan is required and the household has none (the household guard sends people
 * here), from the dashboard's plan card, after a guest gets their own account, and back from
 * Stripe's Checkout when the person cancels there.
 */
export function SubscriptionPage() {
  usePageTitle('Subscription');
  const user = useSession().data?.user;
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus();
  const billing = useBillingOverview();

  // A guest who gets their own account stays here as a primary one: what they may buy changed.
  const accountType = user?.accountType;
  useEffect(() => {
    if (accountType) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  }, [accountType, queryClient]);

  const checkAgain = () => Promise.all([status.refetch(), billing.refetch()]);

  return (
    <FocusedPage
      width="wide"
      logoLinksHome
      title="Your Nido plan"
      description="One plan covers your whole household, with every feature included."
    >
      {status.isError || billing.isError ? (
        <LoadError
          title="We couldn't load your subscription"
          onRetry={() => void checkAgain()}
          retrying={status.isFetching || billing.isFetching}
        />
      ) : !user || !status.data || !billing.data ? (
        <Loading />
      ) : (
        <PlansAndStanding
          user={user}
          status={status.data}
          billing={billing.data}
          onCheckAgain={checkAgain}
        />
      )}
    </FocusedPage>
  );
}

export { SubscriptionPage as Component };
