import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInactivity } from './activity-tracker';

const MINUTE = 60_000;

describe('watchInactivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onIdle once after 30 minutes without activity', () => {
    const onIdle = vi.fn();
    watchInactivity(onIdle);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MINUTE + 15_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts over on keyboard or pointer activity', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle);
    vi.advanceTimersByTime(25 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts activity in another tab of the same browser', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle);
    vi.advanceTimersByTime(20 * MINUTE);
    localStorage.setItem('nido_last_activity', String(Date.now()));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle);
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
