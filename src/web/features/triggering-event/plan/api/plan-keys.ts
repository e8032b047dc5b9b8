import type { TEventKind } from '@shared/triggering-event/event-schemas';
import { householdKeys } from '@web/lib/household-data';

/**
 * The plan, its preview, the executor log and the runway are household data: they sit under
 * `householdKeys.all`, so signing out or a household-wide refresh reaches them too.
 */
export const planKeys = {
  all: [...householdKeys.all, 'triggering-event-plan'] as const,
  plan: (eventId: string) => [...planKeys.all, 'event', eventId] as const,
  preview: (ownerId: string, kind: TEventKind) =>
    [...planKeys.all, 'preview', ownerId, kind] as const,
  log: (eventId: string) => [...planKeys.all, 'log', eventId] as const,
  runway: (ownerId: string) => [...planKeys.all, 'runway', ownerId] as const,
};

export function eventPath(eventId: string): string {
  return `/triggering-event/events/${encodeURIComponent(eventId)}`;
}

export function taskPath(taskId: string): string {
  return `/triggering-event/tasks/${encodeURIComponent(taskId)}`;
}
