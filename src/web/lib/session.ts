import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSessionResponse, type TSessionUser } from '@shared/auth/session-view';
import { api } from './api';
import { setSignedIn } from './signed-in-signal';
import { forgetListCopies } from './list-copies';
import { forgetViewedOwners } from './viewed-owners';

/** The session is app-wide state: every guard, layout and screen reads it from here. */
export const sessionKeys = {
  all: ['session'] as const,
};

export const ZSessionAnswer = ZSessionResponse.extend({
  signedOutReason: z.enum(['inactivity']).nullable(),
});
export type TSessionAnswer = z.infer<typeof ZSessionAnswer>;

export async function fetchSession(): Promise<TSessionAnswer> {
  const answer = await api('/auth/session', { schema: ZSessionAnswer });
  setSignedIn(answer.user !== null);
  return answer;
}

/** Who is signed in; `data.user` is null for visitors. */
export function useSession() {
  return useQuery({ queryKey: sessionKeys.all, queryFn: fetchSession, staleTime: 60_000 });
}

/** After sign-in: the new user becomes the session without another request. */
export function setSignedInUser(queryClient: QueryClient, user: TSessionUser): void {
  queryClient.setQueryData<TSessionAnswer>(sessionKeys.all, { user, signedOutReason: null });
  setSignedIn(true);
}

/**
 * Ends the session on the server and forgets everything cached for this user, so nothing of
 * theirs is shown to whoever uses the browser next (SECURITY-CHECKLIST 19).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api('/auth/sign-out', { method: 'POST' });
  } finally {
    forgetSignedInUser(queryClient);
  }
}

/** Drops everything cached for the user who was signed in (after sign-out or session end). */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.clear();
  forgetListCopies();
  forgetViewedOwners();
  queryClient.setQueryData<TSessionAnswer>(sessionKeys.all, { user: null, signedOutReason: null });
  setSignedIn(false);
}
