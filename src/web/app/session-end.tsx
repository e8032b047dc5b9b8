import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { onPlanRequired, onSessionEnded } from '@web/lib/api';
import { subscriptionKeys } from '@web/features/subscription/api/subscription';
import { forgetSignedInUser } from '@web/lib/session';

export const INACTIVITY_MESSAGE = "You've been signed out due to inactivity.";

/** When any request learns that the server ended the session, the app signs out visibly. */
export function useSessionEndHandling(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(() => {
        forgetSignedInUser(queryClient);
        toast(INACTIVITY_MESSAGE, { id: 'inactivity' });
        void navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );
}

/**
 * When a request learns that the household's plan is no longer active (402, issue 35), the plan
 * is checked again at once instead of at the next minute's poll, so the household guard sends the
 * person to the Subscription page rather than leaving a screen of errors.
 */
export function usePlanRequiredHandling(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPlanRequired(
        () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all, exact: true }),
      ),
    [queryClient],
  );
}
