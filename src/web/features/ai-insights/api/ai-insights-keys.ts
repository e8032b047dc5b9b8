import type { TAiAction } from '@shared/ai-insights/ai-schemas';

/**
 * The actions' last answers and the chat's conversation, per selected households. Their own root
 * (not under `household`): an action runs when the person asks for it, so a change elsewhere
 * must not re-run it. Being in the query cache, they are dropped at sign-out with the rest.
 */
export const aiInsightsKeys = {
  all: ['ai-insights'] as const,
  action: (action: Exclude<TAiAction, 'chat'>, owners: readonly string[]) =>
    ['ai-insights', action, [...owners].sort()] as const,
  conversation: (owners: readonly string[]) => ['ai-insights', 'chat', [...owners].sort()] as const,
};
