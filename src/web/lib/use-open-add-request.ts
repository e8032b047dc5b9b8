import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Router state flags with which another screen (the dashboard's quick actions) asks a data screen
 * to open its add dialog. `openAddExpense` is the spec's name (§2); the others follow it.
 */
export type OpenAddFlag = 'openAddExpense' | 'openAddAccount' | 'openAddLoan' | 'openAddProperty';

/** The router state that asks for it: `navigate('/expenses', { state: openAddState('openAddExpense') })`. */
export function openAddState(flag: OpenAddFlag): Partial<Record<OpenAddFlag, true>> {
  return { [flag]: true };
}

/**
 * Calls `open` once for each navigation that carries `{ [flag]: true }`, then removes the request
 * from the history entry so that a reload or Back does not open the dialog again. `open` is null
 * while it is not known (or not so) that the person may add to the households on screen: the
 * request waits for it rather than being lost while the family sources load.
 */
export function useOpenAddRequest(flag: OpenAddFlag, open: (() => void) | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<Record<OpenAddFlag, unknown>> | null;
  const requested = state?.[flag] === true;
  const [handledKey, setHandledKey] = useState<string | null>(null);
  const handled = requested && handledKey === location.key;

  // During render, not in an effect: the dialog opens in the same paint as the screen.
  if (requested && open && !handled) {
    setHandledKey(location.key);
    open();
  }

  useEffect(() => {
    if (!handled) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [handled, navigate, location.pathname, location.search, location.hash]);
}
