import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_RECHECK_MS } from '@shared/constants';
import { ZSubscriptionStatus } from '@shared/account/account-schemas';
import { api } from '@web/lib/api';

/**
 * Everything about the household's plan lives under ['subscription'], so invalidating
 * `subscriptionKeys.all` (after a payment) refreshes the status, the billing overview and any
 * checkout being confirmed at once.
 */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  billing: ['subscription', 'billing'] as const,
  checkout: (sessionId: string) => ['subscription', 'checkout', sessionId] as const,
};

/**
 * Marked as background traffic: the household guard polls it, and polling must never keep an
 * idle session alive.
 */
const subscriptionStatusQuery = queryOptions({
  queryKey: subscriptionKeys.all,
  queryFn: () => api('/subscription', { schema: ZSubscriptionStatus, background: true }),
});

/** Spec §4/§7: the subscription is checked on load and every 60 seconds. */
export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...subscriptionStatusQuery,
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

/**
 * The status for a summary beside other content (the dashboard card): it shows the answer the
 * household guard has just fetched, under the same key, instead of asking again on arrival.
 */
export function useSubscriptionSummary() {
  return useQuery(subscriptionStatusQuery);
}
