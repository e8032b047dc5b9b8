/**
 * jsdom has no matchMedia. This stand-in answers the two queries the app asks (viewport width and
 * prefers-color-scheme) from settable values and notifies listeners when a test changes them.
 */
const state = { width: 1280, prefersDark: false };
const listeners = new Set<() => void>();

function evaluate(query: string): boolean {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  if (maxWidth) return state.width <= Number(maxWidth[1]);
  if (query.includes('prefers-color-scheme: dark')) return state.prefersDark;
  return false;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const handlers = new Map<EventListenerOrEventListenerObject, () => void>();
    const list = {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
        const notify = () =>
          typeof handler === 'function'
            ? handler(new Event('change'))
            : handler.handleEvent(new Event('change'));
        handlers.set(handler, notify);
        listeners.add(notify);
      },
      removeEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
        const notify = handlers.get(handler);
        if (notify) listeners.delete(notify);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    };
    return list;
  };
}

export function setViewportWidth(width: number): void {
  state.width = width;
  listeners.forEach((notify) => notify());
}

export function setPrefersDark(prefersDark: boolean): void {
  state.prefersDark = prefersDark;
  listeners.forEach((notify) => notify());
}

export function resetMedia(): void {
  state.width = 1280;
  state.prefersDark = false;
  listeners.clear();
}
