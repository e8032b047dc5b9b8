import { SecurityCard } from '@web/features/account-settings/components/security-card';
import { GettingStartedCard } from '@web/features/onboarding/components/getting-started-card';
import { SubscriptionCard } from '@web/features/subscription/components/subscription-card';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { DashboardGreeting } from './dashboard/dashboard-greeting';

/**
 * The first screen after sign-in: what is left to set up, the plan, and account security. It
 * lives in app/ because it puts together cards that belong to three features.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DashboardGreeting fullName={user.fullName} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GettingStartedCard />
        </div>
        <div className="grid gap-6">
          <SecurityCard twoFactorEnabled={user.twoFactorEnabled} />
          <SubscriptionCard />
        </div>
      </div>
    </div>
  );
}

export { DashboardPage as Component };
