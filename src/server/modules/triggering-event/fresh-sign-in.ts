import { FRESH_SIGN_IN_MS } from '@shared/triggering-event/event-schemas';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';

/**
 * Stopping or re-locking an event is what someone holding a forgotten open session could abuse,
 * so it needs a sign-in at most 15 minutes old (Everplans and Bitwarden ask the same). `now` is
 * the clock sessions are made on.
 */
export function assertFreshSignIn(actor: Actor, now: Date, message: string): void {
  if (now.getTime() - actor.signedInAt.getTime() > FRESH_SIGN_IN_MS)
    throw new AppError('FRESH_SIGN_IN_REQUIRED', message);
}
