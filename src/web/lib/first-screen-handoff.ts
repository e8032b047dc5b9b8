import { useLayoutEffect } from 'react';

/**
 * When a page came with a first screen rendered by the server (server/http/first-screen.ts), the
 * app renders its own, live copy out of sight and swaps it in once that copy shows what the
 * server's did (web/app/first-screen/render-behind-first-screen.ts). The screen says so here; so
 * do the error pages, which must never wait behind a copy that can no longer come.
 */
let takeOver: (() => void) | null = null;

/** Called once, as the app starts behind a first screen, with what swaps the live copy in. */
export function onScreenShown(callback: () => void): void {
  takeOver = callback;
}

/** The live screen shows its content (or its error): the server's copy can go. */
export function screenShown(): void {
  const callback = takeOver;
  takeOver = null;
  callback?.();
}

/**
 * For a screen: `shown` once its content (or its load error) is on screen. A layout effect, so the
 * swap happens in the same frame as the commit, before anything is painted.
 */
export function useScreenShown(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) screenShown();
  }, [shown]);
}
