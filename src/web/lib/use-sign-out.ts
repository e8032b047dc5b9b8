import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SIGN_IN_TOAST_MS } from '@shared/constants';
import { signOut } from './session';

/**
 * Spec §4: signing out (from the profile menu, onboarding or the subscription page) returns to
 * the landing page with a short "Signed out" toast.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut(queryClient);
      await navigate('/');
      toast('Signed out', { duration: SIGN_IN_TOAST_MS });
    } catch {
      toast.error('There was an error signing you out.');
    }
  }, [navigate, queryClient]);
}
