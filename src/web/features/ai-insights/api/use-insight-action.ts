import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { TAiRequest } from '@shared/ai-insights/ai-schemas';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { toastActionFailure } from '../lib/ai-toasts';
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
  const { request, schema, successMessage } = spec;
  const query = useQuery({
    queryKey: aiInsightsKeys.action(request.action, selected),
    queryFn: () => askAssistant(selected, request, schema),
    enabled: false,
    retry: false,
    staleTime: Infinity,
    gcTime: KEEP_ANSWER_MS,
  });
  const { refetch } = query;
  const run = useCallback(async () => {
    const result = await refetch();
    if (result.isSuccess) toast.success(successMessage(result.data));
    else if (result.isError) toastActionFailure(result.error);
  }, [refetch, successMessage]);
  return {
    answer: query.data,
    running: query.isFetching,
    canRun: selected.length > 0,
    run,
  };
}
