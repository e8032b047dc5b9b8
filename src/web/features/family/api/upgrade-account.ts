import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZSessionUser } from '@shared/auth/session-view';
import { api } from '@web/lib/api';
import { setSignedInUser } from '@web/lib/session';
import { familyKeys } from './family-keys';

const ZUpgradeResponse = z.object({ user: ZSessionUser });

/**
 * Spec §4 "Guest upgrade": the guest becomes a primary account, then goes to /subscription. The
 * session takes the answer's user only once /subscription is showing: as a primary account that
 * has not onboarded, the screen they were on would otherwise send them to /onboarding first.
 * The selector's sources refresh too, as the person may now view their own household.
 */
export function useUpgradeAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () =>
      (await api('/account/upgrade', { method: 'POST', schema: ZUpgradeResponse })).user,
    onSuccess: async (user) => {
      await navigate('/subscription');
      setSignedInUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: familyKeys.all });
    },
    // Spec §8 "Account upgrade failure".
    onError: () =>
      toast.error('Something went wrong', { description: 'Please try again or contact support.' }),
  });
}
