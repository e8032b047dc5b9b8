import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ZFamilyOverview } from '@shared/family/family-schemas';
import { api } from '@web/lib/api';
import { useAdvisors } from '@web/lib/household-data';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { useSession } from '@web/lib/session';
import type { TPersonRow } from './instrument-form';
import { personChoices } from './person-choices';

/** The Family page's cache key of GET /api/family, so both screens share one answer. */
const FAMILY_OVERVIEW_KEY = ['family', 'overview'] as const;

/**
 * The family members and advisors a document of household `ownerId` may name. Lists that have not
 * loaded offer nothing yet ("Someone else" always works), so the form never waits for them.
 */
export function usePersonChoices(ownerId: string | null, current: readonly TPersonRow[]) {
  const user = useSession().data?.user ?? null;
  const { sources } = useOwnerSelection();
  const ownHousehold = user !== null && user.id === ownerId;
  const members = useQuery({
    queryKey: FAMILY_OVERVIEW_KEY,
    queryFn: () => api('/family', { schema: ZFamilyOverview }),
    enabled: ownHousehold,
  }).data?.members;
  const advisors = useAdvisors().data;
  const ownerName = sources.find((source) => source.id === ownerId)?.name ?? null;
  return useMemo(
    () =>
      ownerId === null
        ? { family: [], advisors: [] }
        : personChoices({
            ownerId,
            ownerName,
            me: user && { id: user.id, name: user.fullName || user.email, email: user.email },
            members: ownHousehold ? members : [],
            advisors,
            current,
          }),
    [ownerId, ownerName, user, ownHousehold, members, advisors, current],
  );
}
