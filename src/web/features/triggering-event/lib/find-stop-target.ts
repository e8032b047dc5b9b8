import type { TEventHousehold, TTriggerEvent } from '@shared/triggering-event/event-schemas';

/**
 * What the one-click link of the email (`?stop=<id>`) points at, among the reader's own
 * households: the report still waiting on them, the same report after it ended (stopped already,
 * or unlocked), or nothing the reader owns.
 */
export type StopTarget =
  | { kind: 'waiting'; event: TTriggerEvent }
  | { kind: 'over'; event: TTriggerEvent }
  | { kind: 'unknown' };

export function findStopTarget(
  households: readonly TEventHousehold[],
  eventId: string,
): StopTarget {
  for (const household of households.filter((each) => each.isOwner)) {
    if (household.event?.id === eventId) {
      return household.event.status === 'pending'
        ? { kind: 'waiting', event: household.event }
        : { kind: 'over', event: household.event };
    }
    const past = household.history.find((event) => event.id === eventId);
    if (past) return { kind: 'over', event: past };
  }
  return { kind: 'unknown' };
}
