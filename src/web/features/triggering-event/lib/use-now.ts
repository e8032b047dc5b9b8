import { useEffect, useState } from 'react';

/** How often a countdown is brought up to date: it is shown in minutes, so half a minute will do. */
const TICK_MS = 30_000;

/** The current time, renewed every half minute while the component is on screen. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
