import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('tells its listeners about a new value, once, and not about the same value again', () => {
    const store = createExternalStore<boolean | null>(null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(true);
    store.set(true);
    expect(store.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(false);
    expect(store.get()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
