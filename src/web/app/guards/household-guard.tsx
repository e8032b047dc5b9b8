import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { useSubscriptionStatus } from '@web/features/subscription/api/subscription';

/**
 * Spec §4: a primary user finishes onboarding first, and when payment is required needs an
 * active subscription. Guests skip both checks.
 */
export function HouseholdGuard() {
  const user = useSession().data?.user;
  const isPrimary = user?.accountType === 'primary';
  const subscription = useSubscriptionStatus({ enabled: isPrimary });
  if (!user) return null;
  if (isPrimary && !user.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  if (isPrimary) {
    if (subscription.isPending) return <PageSpinner />;
    if (subscription.data?.paymentRequired && !subscription.data.active)
      return <Navigate to="/subscription" replace />;
  }
  return <Outlet />;
}
