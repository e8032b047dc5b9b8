import { useQuery } from '@tanstack/react-query';
import { ZActivityLog, ZFamilyOverview } from '@shared/family/family-schemas';
import { api } from '@web/lib/api';
import { familyKeys } from './family-keys';

/** GET /api/family: whether I may invite, my invitations, who sees my household, and whose I see. */
export function useFamilyOverview() {
  return useQuery({
    queryKey: familyKeys.overview(),
    queryFn: () => api('/family', { schema: ZFamilyOverview }),
  });
}

/** GET /api/family/activity: who signed in to my account and what family members did, newest first. */
export function useActivityLog() {
  return useQuery({
    queryKey: familyKeys.activity(),
    queryFn: async () => (await api('/family/activity', { schema: ZActivityLog })).entries,
  });
}
