import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { onScreenShown } from '@web/lib/first-screen-handoff';
import { rememberListCopy } from '@web/lib/list-copies';
import { reportClientError } from '@web/lib/report-client-error';
import { setSignedIn } from '@web/lib/signed-in-signal';
import { queryClient } from '../query-client';
import { seedFirstScreen } from './first-screen-data';
import { takePageAnswers } from './page-answers';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Longest the server's copy stays when the live one never says it is shown (a screen that forgot
 * to): then the live copy is swapped in as it is, rather than leave a copy that does nothing.
 */
export const FIRST_SCREEN_PATIENCE_MS = 10_000;

/** What the server read for the page goes in the cache, so the app's first render is the screen. */
function startFromPageAnswers(path: string): void {
  let lists;
  try {
    lists = seedFirstScreen(queryClient, path, takePageAnswers());
  } catch (error) {
    // An answer the app cannot read: it reads what is missing itself, as on any page.
    reportClientError(error);
    return;
  }
  if (!lists) return;
  setSignedIn(true);
  for (const list of lists) rememberListCopy(list.url.slice('/api'.length), list.etag, list.value);
}

/**
 * The page came with a first screen rendered by the server (`#root[data-first-screen]`, inert).
 * The app starts from the answers that came with it and renders into a new element out of the
 * document, then swaps that in for the server's copy when its screen is shown, when the router
 * goes elsewhere (a session that ended meanwhile sends the visitor to sign in), or after
 * FIRST_SCREEN_PATIENCE_MS. Rendering over the server's markup would show the app's loading
 * states in its place first.
 */
export function renderBehindFirstScreen(firstScreen: HTMLElement, router: Router, app: ReactNode) {
  const live = document.createElement('div');
  live.id = firstScreen.id;
  const path = firstScreen.dataset.firstScreen ?? '';
  startFromPageAnswers(path);
  const swap = () => {
    if (live.isConnected) return;
    stopWatching();
    firstScreen.replaceWith(live);
    performance.mark('nido:first-screen-replaced');
  };
  onScreenShown(swap);
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname !== path) swap();
  });
  const patience = setTimeout(swap, FIRST_SCREEN_PATIENCE_MS);
  function stopWatching() {
    unsubscribe();
    clearTimeout(patience);
  }
  createRoot(live).render(app);
}
