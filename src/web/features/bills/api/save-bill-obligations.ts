import { useCallback, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BILL_MESSAGES, savedMessage } from '@shared/bills/bill-schemas';
import { ZExpenseSaved, type TExpense, type TExpenseInput } from '@shared/finance/expense-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { householdKeys } from '@web/lib/household-data';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';
import { draftToNewObligation, type BillDraft } from '../lib/bill-draft';
import { matchedObligationUpdate } from '../lib/matched-update';

/** How a save went: the drafts that could not be saved, each with the reason. */
export type SaveOutcome = { savedKeys: string[]; failures: Map<string, string> };

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

/**
 * After obligations change: the lists, the dashboard's totals and the loans (as saving one
 * obligation does), the documents, which now hold the bills, and the properties added.
 */
function refreshAfterSave(queryClient: QueryClient) {
  return Promise.all(
    ['expenses', 'dashboard', 'loans', 'documents', 'properties'].map((name) =>
      queryClient.invalidateQueries({ queryKey: [...householdKeys.all, name] }),
    ),
  );
}

/**
 * Saves the reviewed bills one after another: a new obligation, or the matched one updated. One
 * toast for the lot (spec §8), not one per obligation. Nothing is retried on its own: the drafts
 * that failed stay on screen with their reason, so nothing typed is lost.
 */
export function useSaveBillObligations() {
  const queryClient = useQueryClient();
  const { addTarget } = useHouseholdPermissions();
  const [saving, setSaving] = useState(false);
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
        const input: TExpenseInput = matchedObligationUpdate(existing, draft);
        await api(`/expenses/${encodeURIComponent(existing.id)}`, {
          method: 'PUT',
          body: input,
          schema: ZExpenseSaved,
        });
        return;
      }
      await api(addingTo('/expenses', addTarget), {
        method: 'POST',
        body: draftToNewObligation(draft),
        schema: ZExpenseSaved,
      });
    },
    [queryClient, addTarget],
  );

  const save = useCallback(
    async (drafts: readonly BillDraft[]): Promise<SaveOutcome> => {
      setSaving(true);
      const outcome: SaveOutcome = { savedKeys: [], failures: new Map() };
      try {
        for (const draft of drafts) {
          try {
            await saveOne(draft);
            outcome.savedKeys.push(draft.key);
          } catch (error) {
            outcome.failures.set(draft.key, errorMessage(error));
          }
        }
      } finally {
        setSaving(false);
      }
      if (outcome.failures.size > 0) {
        toast.error(BILL_MESSAGES.saveFailedTitle, { description: BILL_MESSAGES.saveFailedText });
      } else {
        toast.success(BILL_MESSAGES.savedTitle, {
          description: savedMessage(outcome.savedKeys.length),
        });
      }
      if (outcome.savedKeys.length > 0) await refreshAfterSave(queryClient);
      return outcome;
    },
    [queryClient, saveOne],
  );

  return { save, saving };
}
