import { useEffect, useState } from 'react';

/** Spec §4/§9: a single document's progress climbs 10 % every 200 ms, up to 90 %. */
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
export const UPLOAD_PROGRESS_CAP = 90;

export type UploadStatus = 'uploading' | 'done' | 'failed';

/**
 * The figure a single upload's progress bar shows. The request gives no reliable progress of its
 * own (the server reads, checks and encrypts the file before answering), so the bar follows the
 * spec's clock and jumps to 100 when the answer arrives. A failed upload keeps where it stopped.
 * Mount it once per upload (a `key` per file): a new upload starts from 0.
 */
export function useUploadProgress(status: UploadStatus): number {
  const [ticks, setTicks] = useState(0);
  const capped = ticks * UPLOAD_PROGRESS_STEP >= UPLOAD_PROGRESS_CAP;
  useEffect(() => {
    if (status !== 'uploading' || capped) return;
    const timer = window.setInterval(
      () => setTicks((current) => current + 1),
      UPLOAD_PROGRESS_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [status, capped]);
  if (status === 'done') return 100;
  return Math.min(UPLOAD_PROGRESS_CAP, ticks * UPLOAD_PROGRESS_STEP);
}
