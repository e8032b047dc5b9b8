import { useEffect, useRef, useState } from 'react';

const SECOND_MS = 1000;

/**
 * Counts down from `seconds` once a second and calls `onDone` once at zero. The visible number
 * and the moment of `onDone` come from the same timer, so the screen never says 0 for long.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const onDoneRef = useRef(onDone);
  const fired = useRef(false);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (remaining <= 0) {
      // StrictMode runs effects twice; the move must happen once.
      if (!fired.current) {
        fired.current = true;
        onDoneRef.current();
      }
      return;
    }
    const timer = setTimeout(() => setRemaining((current) => current - 1), SECOND_MS);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
}
