import { useSyncExternalStore } from 'react';

/** Spec §9: "mobile" is anything narrower than 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * As `useIsMobile`, but null where there is no window to ask: a first screen the server renders
 * (server/http/first-screen.ts) does not know the width it will be shown at, so a component that
 * lays out differently on a phone renders both layouts there and lets CSS pick.
 */
export function useIsMobileIfKnown(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => null,
  );
}
