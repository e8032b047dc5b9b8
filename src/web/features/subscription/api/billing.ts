import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SUBSCRIPTION_RECHECK_MS } from '@shared/constants';
import {
  ZBillingOverview,
  ZRedirect,
  type TCheckoutRequest,
  type TPaidPlan,
} from '@shared/subscription/billing-api';
import { storedCampaign } from '@web/lib/analytics';
import { api } from '@web/lib/api';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { leaveFor } from '../lib/leave-for';
import { subscriptionKeys } from './subscription';

/**
 * What the plans page needs beyond the status: whether payments are set up, the period end, and
 * whether the user may buy or manage billing. Re-read with the status every minute (spec §4), so
 * a payment confirmed elsewhere shows here too; background traffic, like the status.
 */
export function useBillingOverview() {
  return useQuery({
    queryKey: subscriptionKeys.billing,
    queryFn: () => api('/subscription/billing', { schema: ZBillingOverview, background: true }),
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** The campaign parameters kept from the visit (spec §9), without empty ones. */
function keptCampaign(): Record<string, string> | undefined {
  const entries = Object.entries(storedCampaign()).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A request whose answer sends the browser to Stripe. After a success the page is being left, so
 * the caller keeps its busy state (isSuccess) until the browser has gone; after a refusal the
 * overview is read again, since a refusal (payments switched off, a plan bought in another tab)
 * means what the page shows is out of date.
 */
function useRedirectMutation<TInput>(
  request: (input: TInput) => Promise<{ url: string }>,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => {
      toast.error(failureTitle, { description: errorMessage(error) });
      if (error instanceof ApiError && error.status !== 0)
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
  // Back from Stripe, the browser may restore this page as it was left (the back/forward
  // cache): busy, on its way out. It is not leaving any more, so its buttons work again.
  const { reset } = mutation;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return mutation;
}

/** POST /api/subscription/checkout, then on to Stripe's hosted Checkout page. */
export function useStartCheckout() {
  return useRedirectMutation(
    (plan: TPaidPlan) =>
      api('/subscription/checkout', {
        method: 'POST',
        body: { plan, campaign: keptCampaign() } satisfies TCheckoutRequest,
        schema: ZRedirect,
      }),
    "We couldn't start the checkout",
  );
}

/** POST /api/subscription/portal, then on to Stripe's customer portal (card, cancellation). */
export function useOpenBillingPortal() {
  return useRedirectMutation(
    () => api('/subscription/portal', { method: 'POST', schema: ZRedirect }),
    "We couldn't open billing",
  );
}
