import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUploadProgress, type UploadStatus } from './use-upload-progress';

beforeEach(() => vi.useFakeTimers());

describe('useUploadProgress', () => {
  it('climbs 10 every 200 ms to 90, then 100 on completion', () => {
    const { result, rerender } = renderHook(({ status }) => useUploadProgress(status), {
      initialProps: { status: 'uploading' as UploadStatus },
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(10);
    act(() => {
      vi.advanceTimersByTime(1_600);
    });
    expect(result.current).toBe(90);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toBe(90);
    // Capped: the clock has stopped, nothing left running.
    expect(vi.getTimerCount()).toBe(0);
    rerender({ status: 'done' });
    expect(result.current).toBe(100);
  });

  it('stops where it was when the upload fails', () => {
    const { result, rerender } = renderHook(({ status }) => useUploadProgress(status), {
      initialProps: { status: 'uploading' as UploadStatus },
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    rerender({ status: 'failed' });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(30);
  });
});
