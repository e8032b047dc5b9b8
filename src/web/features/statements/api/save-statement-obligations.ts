import { useCallback } from 'react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { saveObligation, useSaveObligations } from '@web/lib/use-save-obligations';
import { matchedObligationUpdate, newObligation } from '../lib/draft-obligation';
import type { HomeAddress } from '../lib/home-addresses';
import { updatesMatch, type SeriesDraft } from '../lib/series-draft';

/**
 * Saves the chosen bills one after another through the obligations API: a new obligation in the
 * household being added to, or the matched one updated.
 */
export function useSaveStatementObligations(
  obligations: readonly TExpense[],
  homes: readonly HomeAddress[],
) {
  const { addTarget } = useHouseholdPermissions();
  const saveOne = useCallback(
    async (draft: SeriesDraft) => {
      const match = draft.series.match;
      if (match && updatesMatch(draft)) {
        // The match is in the household being added to, which is on screen: its list has it.
        const existing = obligations.find((obligation) => obligation.id === match.id);
        if (!existing) throw new Error(`${match.vendor} is no longer in the list`);
        await saveObligation(matchedObligationUpdate(existing, draft), { existingId: existing.id });
        return;
      }
      await saveObligation(newObligation(draft, homes), { addTo: addTarget });
    },
    [obligations, homes, addTarget],
  );
  return useSaveObligations(saveOne);
}
