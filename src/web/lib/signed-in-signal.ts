import { useEffect, useSyncExternalStore } from 'react';
import { BACKGROUND_REQUEST_HEADER } from '@shared/constants';
import { createExternalStore } from './external-store';

/**
 * Whether someone is signed in, for the public top bar. It lives outside the query cache because
 * the landing page does not load the cache; the session code keeps it current.
 */
const signedIn = createExternalStore<boolean | null>(null);
let probing = false;

export function setSignedIn(value: boolean): void {
  signedIn.set(value);
}

/**
 * null until known; asks the server once per page load, and only when `ask` (a caller that may
 * not need the answer says so, and saves a request on every signed-in page's first load).
 */
export function useSignedIn(ask = true): boolean | null {
  // The server snapshot (a pre-rendered page): not known.
  const value = useSyncExternalStore(signedIn.subscribe, signedIn.get, () => null);
  useEffect(() => {
    if (!ask || signedIn.get() !== null || probing) return;
    probing = true;
    fetch('/api/auth/session', { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ user: unknown }>) : { user: null },
      )
      .then((body) => setSignedIn(body.user !== null))
      .catch(() => setSignedIn(false))
      .finally(() => {
        probing = false;
      });
  }, [ask]);
  return value;
}
