/**
 * Browser APIs jsdom lacks and our UI calls. No test asserts on them; they only keep components
 * from throwing, so they are installed once for every web test.
 */
export function installJsdomStandIns(): void {
  // Radix checkboxes, switches and radio groups measure themselves with a ResizeObserver.
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  // Sonner captures the pointer when a toast is pressed (to swipe it away).
  if (typeof Element.prototype.setPointerCapture !== 'function') {
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
    Element.prototype.hasPointerCapture = () => false;
  }
  // Following a #section link scrolls its target into view (app/scroll-to-top.tsx).
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
}
