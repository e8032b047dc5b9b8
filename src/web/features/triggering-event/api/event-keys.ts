import { householdKeys } from '@web/lib/household-data';

/**
 * The triggering event overview is household data: it sits under `householdKeys.all`, so a
 * household-wide refresh (and signing out) reaches it too.
 */
export const eventKeys = {
  all: [...householdKeys.all, 'triggering-event'] as const,
  overview: () => [...eventKeys.all, 'overview'] as const,
};

export function contactPath(contactId: string): string {
  return `/triggering-event/contacts/${encodeURIComponent(contactId)}`;
}

export function eventActionPath(eventId: string, action: 'stop' | 'relock'): string {
  return `/triggering-event/events/${encodeURIComponent(eventId)}/${action}`;
}
