import { useEffect, useState } from 'react';

/**
 * Whether `flag` has been true for `ms` in a row: a state that passes quicker than that is never
 * shown, so it cannot flicker.
 */
export function useLasting(flag: boolean, ms: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLasted(true), ms);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [flag, ms]);
  return flag && lasted;
}
