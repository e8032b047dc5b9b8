import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BILL_MESSAGES, savedMessage } from '@shared/bills/bill-schemas';
import { ZExpenseSaved, type TExpenseInput } from '@shared/finance/expense-schemas';
import { api } from './api';
import { errorMessage } from './api-error';
import { householdKeys } from './household-data';
import { addingTo } from './household-permissions';
import type { DataSource } from './owner-selection';

/** A module constant, so the default keeps `save` the same function from render to render. */
const NOTHING_ELSE: readonly string[] = [];

/** How a save went: the drafts saved, and those that were not with the reason. */
export type SaveOutcome = { savedKeys: string[]; failures: Map<string, string> };

/** A new obligation in the household being added to, or a full update of an existing one. */
export async function saveObligation(
  input: TExpenseInput,
  target: { existingId: string } | { addTo: DataSource | null },
): Promise<void> {
  if ('existingId' in target) {
    await api(`/expenses/${encodeURIComponent(target.existingId)}`, {
      method: 'PUT',
      body: input,
      schema: ZExpenseSaved,
    });
    return;
  }
  await api(addingTo('/expenses', target.addTo), {
    method: 'POST',
    body: input,
    schema: ZExpenseSaved,
  });
}

/**
 * Saves reviewed drafts one after another (bill scanning, the statements import): one toast for
 * the lot (spec §8), not one per obligation. Nothing is retried on its own: the drafts that failed
 * stay on screen with their reason, so nothing typed is lost. Afterwards the lists that show
 * obligations are read again (`refreshed`: the expenses, the dashboard's totals, the loans, and
 * what else the caller's saves change).
 */
export function useSaveObligations<TDraft extends { key: string }>(
  saveOne: (draft: TDraft) => Promise<void>,
  refreshed: readonly string[] = NOTHING_ELSE,
) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (drafts: readonly TDraft[]): Promise<SaveOutcome> => {
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
      if (outcome.savedKeys.length > 0)
        await Promise.all(
          ['expenses', 'dashboard', 'loans', ...refreshed].map((name) =>
            queryClient.invalidateQueries({ queryKey: [...householdKeys.all, name] }),
          ),
        );
      return outcome;
    },
    [queryClient, saveOne, refreshed],
  );

  return { save, saving };
}
