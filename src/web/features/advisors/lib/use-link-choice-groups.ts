import { useMemo } from 'react';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import {
  useAssets,
  useExpenses,
  useInvestments,
  useLoans,
  useProperties,
} from '@web/lib/household-data';
import { linkChoiceGroups } from './link-choices';

/**
 * The link picker's choices for an advisor of household `ownerId`. The lists are the ones the other
 * screens read, so they usually come from the cache; one that has not loaded offers nothing yet.
 */
export function useLinkChoiceGroups(ownerId: string | null, current: TAdvisor['links'] = []) {
  const assets = useAssets().data;
  const investments = useInvestments().data;
  const loans = useLoans().data;
  const properties = useProperties().data;
  const expenses = useExpenses().data;
  return useMemo(
    () =>
      ownerId === null
        ? []
        : linkChoiceGroups({ assets, investments, loans, properties, expenses }, ownerId, current),
    [ownerId, current, assets, investments, loans, properties, expenses],
  );
}
