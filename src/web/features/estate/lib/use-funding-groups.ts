import { useMemo } from 'react';
import { useAssets, useInvestments, useProperties } from '@web/lib/household-data';
import { beneficiaryOnlyChoices, fundingGroups } from './funding-choices';

/**
 * The accounts and properties a trust of household `ownerId` may hold. The lists are the ones the
 * other screens read, so they usually come from the cache; one not loaded yet offers nothing.
 */
export function useFundingGroups(ownerId: string | null) {
  const assets = useAssets().data;
  const investments = useInvestments().data;
  const properties = useProperties().data;
  return useMemo(
    () => (ownerId === null ? [] : fundingGroups({ assets, investments, properties }, ownerId)),
    [ownerId, assets, investments, properties],
  );
}

/** Household `ownerId`'s retirement accounts, HSAs and annuities, which a trust is named on, not given. */
export function useBeneficiaryOnlyAccounts(ownerId: string) {
  const assets = useAssets().data;
  const investments = useInvestments().data;
  return useMemo(
    () => beneficiaryOnlyChoices({ assets, investments }, ownerId),
    [ownerId, assets, investments],
  );
}
