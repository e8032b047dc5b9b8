import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { useSubscriptionStatus } from '@web/features/subscription/api/subscription';

/**
 * Where a household without a plan may still go (issue 35): the triggering event, so that the
 * owner can always see and stop a report about them (its "I'm OK, stop this" email link).
 */
const OPEN_WITHOUT_PLAN = new Set(['/triggering-event']);

/**
 * Spec §4: a primary user finishes onboarding first (guests skip it), and when payment is
 * required needs an active subscription; for a guest the inviter's is looked up. As on the
 * server (issue 35), a household's plan covers everyone working in it, so someone without a plan
 * of their own may still open another household that has one.
 */
export function HouseholdGuard() {
  const user = useSession().data?.user;
  const { pathname } = useLocation();
  const isPrimary = user?.accountType === 'primary';
  const subscription = useSubscriptionStatus({ enabled: Boolean(user) });
  if (!user) return null;
  if (isPrimary && !user.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  if (subscription.isPending) return <PageSpinner />;
  const status = subscription.data;
  const blocked = status?.paymentRequired && !status.active && !status.otherHouseholdsWithPlan;
  if (blocked && !OPEN_WITHOUT_PLAN.has(pathname)) return <Navigate to="/subscription" replace />;
  return <Outlet />;
}
