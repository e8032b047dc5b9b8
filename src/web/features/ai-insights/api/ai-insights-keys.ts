import type { TAiAction } from '@shared/ai-insights/ai-schemas';

/**
 * The actions' last answers, per selected households. Their own root (not under `household`):
 * an action runs when the person asks for it, so a change elsewhere must not re-run it.
 */
export const aiInsightsKeys = {
  all: ['ai-insights'] as const,
  action: (action: TAiAction, owners: readonly string[]) =>
    ['ai-insights', action, [...owners].sort()] as const,
};
