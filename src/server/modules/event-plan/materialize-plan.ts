import { count, eq } from 'drizzle-orm';
import type { TEventKind } from '@shared/triggering-event/event-schemas';
import { isoDay } from '@shared/finance/household-summary';
import type { Database } from '../../db/client';
import { eventTasks, triggerEvents } from '../../db/schema';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { generatePlan } from './generate-plan';
import { readHouseholdSnapshot } from './snapshot-rows';

/**
 * PostgreSQL takes at most 65,535 parameters a statement and a task has 12: a household with
 * thousands of obligations is written 500 tasks at a time.
 */
const INSERT_BATCH = 500;

export type UnlockedEvent = { id: string; ownerId: string; kind: TEventKind; eventDate: string };

/**
 * Writes the plan's tasks for an event that has just unlocked: the templates joined with the
 * household's records as they are now. Idempotent: an event that already has tasks is left alone.
 * Returns how many tasks were written.
 *
 * The event's row is locked for the transaction, so two servers unlocking the same event at once
 * write one plan: the second waits, then finds the tasks. Nothing is decrypted (the cipher is
 * part of the signature for the unlock job's sake): tasks carry only the stored last 4 digits.
 */
export async function materializePlan(
  deps: { db: Database; cipher: FieldCipher; now: () => Date },
  event: UnlockedEvent,
): Promise<number> {
  const snapshot = await readHouseholdSnapshot(deps.db, event.ownerId, isoDay(deps.now()));
  // State law is read for the date of the event (a small-estate limit indexed by date of death).
  const tasks = generatePlan({ ...snapshot, eventOn: event.eventDate }, event.kind);
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: triggerEvents.id })
      .from(triggerEvents)
      .where(eq(triggerEvents.id, event.id))
      .for('update');
    const [existing] = await tx
      .select({ tasks: count() })
      .from(eventTasks)
      .where(eq(eventTasks.eventId, event.id));
    if ((existing?.tasks ?? 0) > 0 || tasks.length === 0) return 0;
    const rows = tasks.map((task) => ({
      userId: event.ownerId,
      eventId: event.id,
      templateKey: task.templateKey,
      stage: task.stage,
      title: task.title,
      detail: task.detail,
      facts: task.facts,
      dueRule: task.dueRule,
      subjectKind: task.subjectKind,
      subjectId: task.subjectId,
      letterKind: task.letterKind,
      sortOrder: task.sortOrder,
    }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH)
      await tx.insert(eventTasks).values(rows.slice(start, start + INSERT_BATCH));
    return tasks.length;
  });
}
