import type { CampaignParameter } from '@shared/campaign';
import type {
  TTrackConversionRequest,
  TTrackEventRequest,
} from '@shared/public-intake/public-intake-schemas';
import { localStore, STORAGE_KEYS } from './storage';

type Campaign = Partial<Record<CampaignParameter, string>>;

/** A random id for this browser, so events of one visit can be told apart (spec §3). */
export function analyticsSessionId(): string {
  let id = localStore.get(STORAGE_KEYS.sessionId);
  if (!id) {
    id = crypto.randomUUID();
    localStore.set(STORAGE_KEYS.sessionId, id);
  }
  return id;
}

export function storedCampaign(): Campaign {
  return (
    localStore.getJson(STORAGE_KEYS.campaign, (value) =>
      typeof value === 'object' && value !== null ? (value as Campaign) : null,
    ) ?? {}
  );
}

function send(path: string, body: object): void {
  void fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Nido-Background': '1' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/** Spec §7 track-event; never throws, never delays the user. */
export function trackEvent(
  event: Pick<TTrackEventRequest, 'eventType' | 'eventName' | 'metadata'>,
): void {
  send('/analytics/events', {
    ...event,
    sessionId: analyticsSessionId(),
    campaign: storedCampaign(),
    pageUrl: window.location.origin + window.location.pathname,
    referrer: document.referrer || undefined,
  });
}

/** Spec §7 track-conversion (USD cents). */
export function trackConversion(
  conversion: Pick<TTrackConversionRequest, 'conversionType' | 'conversionValueCents' | 'metadata'>,
): void {
  send('/analytics/conversions', {
    ...conversion,
    currency: 'USD',
    sessionId: analyticsSessionId(),
    campaign: storedCampaign(),
  });
}
