import { useCallback } from 'react';
import { isCancelledError, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { TAiRequest } from '@shared/ai-insights/ai-schemas';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { toastActionFailure } from '../lib/ai-toasts';
import { useToastPlacement } from '../lib/toast-placement';
import { aiInsightsKeys } from './ai-insights-keys';
import { askAssistant } from './ask-assistant';

/** How long an answer is kept once no tab shows it: back on the tab, it is still there. */
const KEEP_ANSWER_MS = 30 * 60 * 1000;

type ActionRequest = Exclude<TAiRequest, { action: 'chat' }>;

export type InsightActionSpec<S extends z.ZodType> = {
  request: ActionRequest;
  schema: S;
  /** Spec §8's success toast for this answer. */
  successMessage: (answer: z.infer<S>) => string;
};

export type InsightAction<T> = {
  /** The last answer for the selected households, until the action is run again. */
  answer: T | undefined;
  /** Spec §4: each action has its own loading state. */
  running: boolean;
  /** False while the households one may view are still loading. */
  canRun: boolean;
  run: () => Promise<void>;
};

/** The query of one action for these households: the hook and `run` fetch the same one. */
function actionQuery<S extends z.ZodType>(
  request: ActionRequest,
  schema: S,
  owners: readonly string[],
) {
  return {
    queryKey: aiInsightsKeys.action(request.action, owners),
    queryFn: () => askAssistant(owners, request, schema),
    retry: false,
    gcTime: KEEP_ANSWER_MS,
  } as const;
}

/**
 * One of the assistant's actions (anomalies, forecast, portfolio, tips). It runs when the person
 * asks, never on its own; the answer is cached per household selection, so the floating panel
 * and the page share it and a tab switch does not lose it. A request that is under way goes on
 * when its tab is left, and still toasts its outcome.
 */
export function useInsightAction<S extends z.ZodType>(
  spec: InsightActionSpec<S>,
): InsightAction<z.infer<S>> {
  const { selected } = useOwnerSelection();
  const queryClient = useQueryClient();
  const position = useToastPlacement();
  const { request, schema, successMessage } = spec;
  const query = useQuery({
    ...actionQuery(request, schema, selected),
    enabled: false,
    staleTime: Infinity,
  });
  // Fetched by key, not through this observer: if the selection changes while it runs, the
  // toast still tells this request's outcome (the observer would by then report the new
  // selection's state, and toast nothing or another household's count).
  const run = useCallback(async () => {
    try {
      const answer: z.infer<S> = await queryClient.fetchQuery({
        ...actionQuery(request, schema, selected),
        staleTime: 0,
      });
      toast.success(successMessage(answer), { position });
    } catch (error) {
      // Cancelled when the cache is cleared at sign-out: nothing to tell.
      if (!isCancelledError(error)) toastActionFailure(error, position);
    }
  }, [queryClient, position, request, schema, selected, successMessage]);
  return {
    answer: query.data,
    running: query.isFetching,
    canRun: selected.length > 0,
    run,
  };
}
