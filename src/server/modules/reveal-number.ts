import type { FieldCipher } from '../platform/crypto/field-encryption';
import type { Actor } from '../auth/actor';
import type { Access } from '../auth/access';
import { AppError } from '../http/app-error';
import type { ActivityLog, ActivitySubject } from './family/activity-log';

type Revealable = {
  /** The household the row belongs to. */
  ownerId: string;
  /** A short label of the row for the owner's log (e.g. the institution and account name). */
  label: string;
  sealed: string | null;
  last4: string | null;
};

/**
 * Opens one sealed account number for the person who asked to see it, and records in the owner's
 * activity log that a family member saw it: which item's number, with the last 4 the screens show
 * anyway, never the number itself.
 */
export async function revealSealedNumber(
  { cipher, activity, access }: { cipher: FieldCipher; activity: ActivityLog; access: Access },
  actor: Actor,
  subject: ActivitySubject,
  { ownerId, label, sealed, last4 }: Revealable,
): Promise<string | null> {
  // An advisor whose grant masks numbers is told there is nothing to show (issue 35).
  if (!(await access.mayRevealNumbers(actor, ownerId)))
    throw AppError.notFound('This number is not shared with you.');
  if (!sealed) return null;
  const number = cipher.decrypt(sealed);
  await activity.revealed(actor, ownerId, subject, last4 ? `${label}, ending ${last4}` : label);
  return number;
}
