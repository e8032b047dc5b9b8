import type { TSessionUser } from '@shared/auth/session-view';

const DEFAULT_TARGET = '/dashboard';
/** Sending someone back to a sign-in screen after signing in would loop. */
const NOT_A_TARGET = new Set(['/login', '/register']);

/**
 * Where the signed-in guard was headed when it sent the visitor here (`location.state.from`).
 * History state survives reloads and can be written by any script on the page, so its shape is
 * checked and only same-site paths are kept.
 */
export function fromPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search } = from as { pathname?: unknown; search?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return null;
  }
  if (NOT_A_TARGET.has(pathname)) return null;
  return pathname + (typeof search === 'string' ? search : '');
}

/**
 * Spec §4 "Login success": an invitation wins; guests and people who finished onboarding go where
 * they were headed (else the dashboard); everyone else finishes onboarding first.
 */
export function postLoginTarget(
  user: Pick<TSessionUser, 'accountType' | 'onboardingCompleted'>,
  { invitation, from }: { invitation: string | null; from: string | null },
): string {
  if (invitation) return `/?invitation=${encodeURIComponent(invitation)}`;
  const target = from ?? DEFAULT_TARGET;
  if (user.accountType === 'guest' || user.onboardingCompleted) return target;
  return '/onboarding';
}
