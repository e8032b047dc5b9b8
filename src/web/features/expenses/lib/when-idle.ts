/**
 * Runs `task` once the browser has nothing more urgent to do (after the frame in progress and the
 * work queued behind it), or after `timeoutMs` at the latest. Returns a cancel function. Where
 * there is no requestIdleCallback (Safari, jsdom) a timer stands in for it.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (
    typeof window.requestIdleCallback === 'function' &&
    typeof window.cancelIdleCallback === 'function'
  ) {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
