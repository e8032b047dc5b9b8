import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCheckoutResult, type TCheckoutResult } from '@shared/subscription/billing-api';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/api-error';
import { subscriptionKeys } from './subscription';

/** Stripe usually delivers the webhook within seconds; ask often, for long enough. */
export const CHECKOUT_POLL_MS = 1_500;
export const CHECKOUT_WAIT_MS = 30_000;

export type CheckoutConfirmation =
  | { state: 'confirming' }
  | { state: 'confirmed'; result: TCheckoutResult }
  | { state: 'timed-out' }
  | { state: 'not-found' };

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Asks GET /api/subscription/checkout/:sessionId until our webhook has recorded the payment, for
 * at most CHECKOUT_WAIT_MS; `retry` waits as long again. Once recorded, everything about the
 * plan is refreshed, so the household guard lets the user in without waiting for its minute.
 */
export function useCheckoutConfirmation(sessionId: string): {
  confirmation: CheckoutConfirmation;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  const query = useQuery({
    queryKey: subscriptionKeys.checkout(sessionId),
    queryFn: () =>
      api(`/subscription/checkout/${encodeURIComponent(sessionId)}`, {
        schema: ZCheckoutResult,
        background: true,
      }),
    staleTime: 0,
    // A missing checkout will not appear by asking again; anything else (a slow webhook, a
    // dropped connection) is worth the next poll rather than an immediate retry.
    retry: false,
    refetchInterval: (current) => {
      if (timedOut || current.state.data?.recorded || isNotFound(current.state.error)) return false;
      return CHECKOUT_POLL_MS;
    },
  });

  const recorded = query.data?.recorded === true;
  const notFound = isNotFound(query.error);

  useEffect(() => {
    if (recorded || notFound) return;
    const timer = setTimeout(() => setTimedOut(true), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [round, recorded, notFound]);

  useEffect(() => {
    if (!recorded) return;
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all, exact: true });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.billing });
  }, [recorded, queryClient]);

  const retry = () => {
    setTimedOut(false);
    setRound((value) => value + 1);
    void query.refetch();
  };

  let confirmation: CheckoutConfirmation;
  if (query.data?.recorded) {
    confirmation = { state: 'confirmed', result: query.data };
  } else if (notFound) {
    confirmation = { state: 'not-found' };
  } else if (timedOut) {
    confirmation = { state: 'timed-out' };
  } else {
    confirmation = { state: 'confirming' };
  }
  return { confirmation, retry };
}
