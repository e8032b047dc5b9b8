import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '@web/lib/session';

/** Where the app goes back to after the new sign-in (the login page reads `state.from`). */
export type ReturnTo = { pathname: string; search: string };

/**
 * Stopping or re-locking needs a sign-in at most 15 minutes old (FRESH_SIGN_IN_REQUIRED): sign
 * out, then ask for the password again and come back to the same place, so one more click does
 * it. Signing out first matters: the sign-in page sends someone still signed in straight back.
 * The server's reason goes with the navigation (`state.notice`), so the sign-in page says why;
 * a toast would be gone before the person reads it.
 */
export function useFreshSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string, returnTo: ReturnTo) => {
    try {
      await signOut(queryClient);
    } catch {
      // The session is forgotten here whatever the server said; signing in again replaces it.
    }
    await navigate('/login', { replace: true, state: { from: returnTo, notice: message } });
  };
}
