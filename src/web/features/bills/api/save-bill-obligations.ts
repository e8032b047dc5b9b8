import { useCallback, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TExpense } from '@shared/finance/expense-schemas';
import { api } from '@web/lib/api';
import { householdKeys } from '@web/lib/household-data';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';
import { saveObligation, useSaveObligations } from '@web/lib/use-save-obligations';
import { draftToNewObligation, type BillDraft } from '../lib/bill-draft';
import { matchedObligationUpdate } from '../lib/matched-update';

/**
 * The obligation a bill matched, as the obligations list on screen holds it (the API has no
 * single-obligation read; the match is in the household being added to, which is on screen).
 */
function findListedObligation(queryClient: QueryClient, id: string): TExpense | undefined {
  for (const [, list] of queryClient.getQueriesData<TExpense[]>({
    queryKey: [...householdKeys.all, 'expenses'],
  })) {
    const found = list?.find((expense) => expense.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * "Add it as a property" (issue 36): the bill's address as a home of the household being added
 * to, of the type chosen.
 */
async function addProperty(draft: BillDraft, target: DataSource | null): Promise<void> {
  if (!draft.address || draft.addProperty === null) return;
  await api(addingTo('/properties', target), {
    method: 'POST',
    body: { kind: 'home', name: null, address: draft.address, homeType: draft.addProperty },
  });
}

/** Saving bills also changes the documents (which hold them) and may add properties. */
const ALSO_REFRESHED = ['documents', 'properties'];

/**
 * Saves the reviewed bills one after another: a new obligation, or the matched one updated (see
 * useSaveObligations for the toast and the failures).
 */
export function useSaveBillObligations() {
  const queryClient = useQueryClient();
  const { addTarget } = useHouseholdPermissions();
  // Drafts whose property was added: a save tried again after the obligation failed adds it once.
  const propertiesAdded = useRef(new Set<string>());

  const saveOne = useCallback(
    async (draft: BillDraft) => {
      if (draft.addProperty !== null && !propertiesAdded.current.has(draft.key)) {
        await addProperty(draft, addTarget);
        propertiesAdded.current.add(draft.key);
      }
      if (draft.match && draft.updateMatch) {
        const existing = findListedObligation(queryClient, draft.match.id);
        if (!existing) throw new Error(`${draft.match.vendor} is no longer in the list`);
        await saveObligation(matchedObligationUpdate(existing, draft), { existingId: existing.id });
        return;
      }
      await saveObligation(draftToNewObligation(draft), { addTo: addTarget });
    },
    [queryClient, addTarget],
  );

  return useSaveObligations(saveOne, ALSO_REFRESHED);
}
