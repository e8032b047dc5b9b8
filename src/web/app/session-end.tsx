import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { onSessionEnded } from '@web/lib/api';
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
