import { Link } from 'react-router';
import { BriefcaseBusiness, Plus, Wallet } from 'lucide-react';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';
import { useDashboardSummary } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useEndedAdvisorAccessMessage } from '@web/lib/use-ended-advisor-access';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { openAddState } from '@web/lib/use-open-add-request';
import { AttentionCard } from './attention-card';
import { HouseholdFigures } from './household-figures';
import { MonthlyByCategoryCard } from './monthly-by-category-card';
import { SharedWithYouCard } from './shared-with-you-card';
import { UpcomingPaymentsCard } from './upcoming-payments-card';

/**
 * The household's money at a glance, for the sources picked in the family selector: the headline
 * figures, what is due soon, where the monthly money goes, and what needs fixing.
 */
export function HouseholdOverview() {
  const summary = useDashboardSummary();
  const { addTarget } = useHouseholdPermissions();
  const figures = useScopedOwners('dashboard');
  const ended = useEndedAdvisorAccessMessage();

  // An advisor whose only client's grant has ended: whose, when, and whom to ask (issue 15),
  // rather than "couldn't load".
  if (ended) {
    return (
      <EmptyState
        icon={<BriefcaseBusiness aria-hidden />}
        title="Your advisor access has ended"
        description={ended}
      />
    );
  }
  // Clients' households whose grants do not cover the figures: what each shares instead.
  if (figures.ready && figures.owners.length === 0) {
    return (
      <div className="grid gap-6">
        {figures.closedBy.map((household) => (
          <SharedWithYouCard key={household.id} household={household} />
        ))}
      </div>
    );
  }

  if (summary.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading your household figures">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <LoadError
        title="We couldn't load your household figures"
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }

  const { counts } = summary.data;
  if (
    counts.expenses + counts.assets + counts.investments + counts.loans + counts.properties ===
    0
  ) {
    return (
      <EmptyState
        icon={<Wallet aria-hidden />}
        title="Your household at a glance"
        description={
          addTarget
            ? 'Add the bills your family pays every month and the accounts you hold. The totals, net worth and what falls due next will show here.'
            : VIEW_ONLY_EMPTY
        }
        action={
          addTarget && (
            <Button asChild>
              <Link to="/expenses" state={openAddState('openAddExpense')}>
                <Plus aria-hidden />
                Add your first obligation
              </Link>
            </Button>
          )
        }
      />
    );
  }

  return (
    <div className="grid gap-6">
      <HouseholdFigures {...summary.data} />
      <UpcomingPaymentsCard upcoming={summary.data.upcoming} />
      {counts.expenses > 0 && <MonthlyByCategoryCard monthly={summary.data.monthly} />}
      <AttentionCard attention={summary.data.attention} />
    </div>
  );
}
