import { FamilySelector } from '@web/components/family-selector';
import { SecurityCard } from '@web/features/account-settings/components/security-card';
import { GettingStartedCard } from '@web/features/onboarding/components/getting-started-card';
import { SubscriptionCard } from '@web/features/subscription/components/subscription-card';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { DashboardGreeting } from './dashboard/dashboard-greeting';
import { HouseholdOverview } from './dashboard/household-overview';
import { QuickActionsCard } from './dashboard/quick-actions-card';

/**
 * The first screen after sign-in: the household's money at a glance, what is left to set up, the
 * plan, and account security. It lives in app/ because it puts together cards that belong to
 * several features.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <DashboardGreeting fullName={user.fullName} />
        <FamilySelector />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <HouseholdOverview />
          <GettingStartedCard />
        </div>
        <div className="grid gap-6">
          <QuickActionsCard />
          <SecurityCard twoFactorEnabled={user.twoFactorEnabled} />
          <SubscriptionCard />
        </div>
      </div>
    </div>
  );
}

export { DashboardPage as Component };
