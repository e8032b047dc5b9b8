import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession, signOut } from '@web/lib/session';
import { watchInactivity } from '@web/lib/activity-tracker';
import { useConsentMigration } from '@web/features/consent/api/use-consent-migration';
import { INACTIVITY_MESSAGE } from '../session-end';

function InactivitySignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      watchInactivity(() => {
        void signOut(queryClient).finally(() => {
          toast(INACTIVITY_MESSAGE, { id: 'inactivity' });
          void navigate('/login', { replace: true });
        });
      }),
    [navigate, queryClient],
  );
  return null;
}

/**
 * Every signed-in route sits under this: visitors go to /login carrying where they came from
 * (spec §4), and signed-in users get the 30-minute inactivity sign-out and their privacy choices
 * moved to the account.
 */
export function SignedInLayout() {
  const location = useLocation();
  const session = useSession();
  useConsentMigration(session.data?.user ?? null);
  if (session.isPending) return <PageSpinner label="Loading your account…" />;
  if (!session.data?.user) {
    if (session.data?.signedOutReason === 'inactivity')
      toast(INACTIVITY_MESSAGE, { id: 'inactivity' });
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return (
    <>
      <InactivitySignOut />
      <Outlet />
    </>
  );
}

export { SignedInLayout as Component };
