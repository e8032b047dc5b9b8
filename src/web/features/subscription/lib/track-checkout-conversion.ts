import { PLAN_PRICE_CENTS, type TCheckoutResult } from '@shared/subscription/billing-api';
import { trackConversion } from '@web/lib/analytics';
import { localStore, STORAGE_KEYS } from '@web/lib/storage';

/**
 * The checkout sessions this browser has already reported, so reloading /checkout-success (or
 * coming back to it from history) never counts a purchase twice. Only the last few are kept:
 * a session id is never reused, and the list must not grow for ever.
 */
const TRACKED_CHECKOUTS_KEY = STORAGE_KEYS.trackedCheckouts;
const REMEMBERED = 20;

function trackedSessions(): string[] {
  return (
    localStore.getJson(TRACKED_CHECKOUTS_KEY, (value) =>
      Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string')
        : null,
    ) ?? []
  );
}

/**
 * Spec §7 track-conversion for a confirmed purchase (USD cents, with the kept campaign
 * parameters, which trackConversion adds), once per checkout session. The amount is what the
 * webhook recorded, falling back to the plan's published price.
 */
export function trackCheckoutConversionOnce(sessionId: string, result: TCheckoutResult): void {
  const tracked = trackedSessions();
  if (tracked.includes(sessionId)) return;
  // Remembered before sending: a second effect run (or a second tab) must find it already there.
  localStore.set(TRACKED_CHECKOUTS_KEY, JSON.stringify([...tracked, sessionId].slice(-REMEMBERED)));
  trackConversion({
    conversionType: 'subscription',
    conversionValueCents: result.amountCents ?? (result.plan ? PLAN_PRICE_CENTS[result.plan] : 0),
    metadata: { plan: result.plan, checkoutSessionId: sessionId },
  });
}
