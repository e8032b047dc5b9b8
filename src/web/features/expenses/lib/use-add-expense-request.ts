import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Router state that asks the screen to open the add dialog (spec §2). */
export type ExpensesLocationState = { openAddExpense?: boolean } | null;

/**
 * Calls `open` once for each navigation that carries `{ openAddExpense: true }` (another screen's
 * "add an obligation" shortcut), then removes the request from the history entry so that a
 * reload or Back does not open the dialog again.
 */
export function useAddExpenseRequest(open: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as ExpensesLocationState)?.openAddExpense === true;
  const [handledKey, setHandledKey] = useState<string | null>(null);

  // During render, not in an effect: the dialog opens in the same paint as the screen.
  if (requested && handledKey !== location.key) {
    setHandledKey(location.key);
    open();
  }

  useEffect(() => {
    if (!requested) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [requested, navigate, location.pathname, location.search, location.hash]);
}
