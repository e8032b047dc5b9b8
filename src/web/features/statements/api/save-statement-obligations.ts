import { useCallback, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BILL_MESSAGES, savedMessage } from '@shared/bills/bill-schemas';
import { ZExpenseSaved, type TExpense } from '@shared/finance/expense-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { householdKeys } from '@web/lib/household-data';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { matchedObligationUpdate, newObligation } from '../lib/draft-obligation';
import type { HomeAddress } from '../lib/home-addresses';
import { updatesMatch, type SeriesDraft } from '../lib/series-draft';

/** How a save went: the drafts saved, and those that were not with the reason. */
export type SaveOutcome = { savedKeys: string[]; failures: Map<string, string> };

/** After obligations change: the lists, the dashboard's totals and the loans. */
function refreshAfterSave(queryClient: QueryClient) {
  return Promise.all(
    ['expenses', 'dashboard', 'loans'].map((name) =>
      queryClient.invalidateQueries({ queryKey: [...householdKeys.all, name] }),
    ),
  );
}

/**
 * Saves the chosen bills one after another through the obligations API: a new obligation in the
 * household being added to, or the matched one updated. One toast for the lot. Nothing is retried
 * on its own: the drafts that failed stay on screen with their reason.
 */
export function useSaveStatementObligations(
  obligations: readonly TExpense[],
  homes: readonly HomeAddress[],
) {
  const queryClient = useQueryClient();
  const { addTarget } = useHouseholdPermissions();
  const [saving, setSaving] = useState(false);

  const saveOne = useCallback(
    async (draft: SeriesDraft) => {
      const match = draft.series.match;
      if (match && updatesMatch(draft)) {
        // The match is in the household being added to, which is on screen: its list has it.
        const existing = obligations.find((obligation) => obligation.id === match.id);
        if (!existing) throw new Error(`${match.vendor} is no longer in the list`);
        await api(`/expenses/${encodeURIComponent(existing.id)}`, {
          method: 'PUT',
          body: matchedObligationUpdate(existing, draft),
          schema: ZExpenseSaved,
        });
        return;
      }
      await api(addingTo('/expenses', addTarget), {
        method: 'POST',
        body: newObligation(draft, homes),
        schema: ZExpenseSaved,
      });
    },
    [obligations, homes, addTarget],
  );

  const save = useCallback(
    async (drafts: readonly SeriesDraft[]): Promise<SaveOutcome> => {
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
