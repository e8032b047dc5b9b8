import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  INCOME_PATH,
  ZIncomeList,
  type TIncomeStream,
  type TIncomeStreamInput,
} from '@shared/statements/income-api';
import { api } from '@web/lib/api';
import { addingTo } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';
import { aiInsightsKeys } from '@web/features/ai-insights/api/ai-insights-keys';

const incomeKey = (ownerId: string | null) => ['household', 'income', ownerId] as const;

/** The pay kept for the household being imported into (none asked for without one). */
export function useKeptIncome(target: Pick<DataSource, 'id'> | null) {
  return useQuery({
    queryKey: incomeKey(target?.id ?? null),
    queryFn: async (): Promise<TIncomeStream[]> =>
      target
        ? (
            await api(`${INCOME_PATH}?owners=${encodeURIComponent(target.id)}`, {
              schema: ZIncomeList,
            })
          ).income
        : [],
    enabled: target !== null,
  });
}

/**
 * Keeping and removing income: afterwards the kept list is read again, and AI Insights' kept
 * anomalies are dropped so the next look compares due dates with what is kept now.
 */
export function useIncomeChanges(target: Pick<DataSource, 'id'> | null) {
  const queryClient = useQueryClient();
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: incomeKey(target?.id ?? null) });
    // The anomalies of every selection (not the chat's conversation, which stays).
    queryClient.removeQueries({ queryKey: [...aiInsightsKeys.all, 'detect_anomalies'] });
  }, [queryClient, target]);

  const keep = useCallback(
    async (streams: readonly TIncomeStreamInput[]) => {
      await api(addingTo(`${INCOME_PATH}`, target), {
        method: 'PUT',
        body: { streams },
        schema: ZIncomeList,
      });
      await refresh();
    },
    [target, refresh],
  );

  const remove = useCallback(
    async (id: string) => {
      await api(`${INCOME_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      await refresh();
    },
    [refresh],
  );
  return { keep, remove };
}
