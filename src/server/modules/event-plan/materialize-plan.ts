import type { TEventKind } from '@shared/triggering-event/event-schemas';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../platform/crypto/field-encryption';

export type UnlockedEvent = { id: string; ownerId: string; kind: TEventKind; eventDate: string };

/**
 * Writes the plan's tasks for an event that has just unlocked: the templates joined with the
 * household's records as they are now. Idempotent: an event that already has tasks is left alone.
 * Returns how many tasks were written.
 */
export async function materializePlan(
  _deps: { db: Database; cipher: FieldCipher; now: () => Date },
  _event: UnlockedEvent,
): Promise<number> {
  return Promise.resolve(0);
}
