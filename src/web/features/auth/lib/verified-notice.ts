import { localStore, STORAGE_KEYS } from '@web/lib/storage';

/**
 * The email-confirmed screen leaves two notes for the sign-in screen: that an address was just
 * verified (so it can say so) and which one (so it can fill it in).
 */
export function markEmailJustVerified(email: string): void {
  localStore.set(STORAGE_KEYS.emailJustVerified, 'true');
  localStore.set(STORAGE_KEYS.verifiedEmail, email);
}

export function readVerifiedNotice(): { show: boolean; email: string | null } {
  return {
    show: localStore.get(STORAGE_KEYS.emailJustVerified) === 'true',
    email: localStore.get(STORAGE_KEYS.verifiedEmail),
  };
}

/** The notice is shown once; the address is not kept in the browser longer than needed. */
export function clearVerifiedNotice(): void {
  localStore.remove(STORAGE_KEYS.emailJustVerified);
  localStore.remove(STORAGE_KEYS.verifiedEmail);
}
