import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLasting } from './use-lasting';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLasting', () => {
  it('is true only once the flag has held for the whole delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useLasting(flag, 300), {
      initialProps: { flag: true },
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('never turns on for a flag that passes quicker', () => {
    const { result, rerender } = renderHook(({ flag }) => useLasting(flag, 300), {
      initialProps: { flag: true },
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ flag: false });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
  });
});
