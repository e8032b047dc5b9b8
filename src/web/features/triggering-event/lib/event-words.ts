import type {
  TEventKind,
  TEventStatus,
  TTriggerEvent,
} from '@shared/triggering-event/event-schemas';
import { formatMomentDay } from './event-dates';

export const EVENT_STATUS_LABELS: Record<TEventStatus, string> = {
  pending: 'Waiting',
  stopped: 'Stopped',
  unlocked: 'Unlocked',
  relocked: 'Re-locked',
  reversed: 'Reversed',
};

/** What was reported, said to the owner: "your death", "your incapacity". */
export function yourEvent(kind: TEventKind): string {
  return kind === 'death' ? 'your death' : 'your incapacity';
}

/** What was reported, said about the owner: "the death of Maria Rivera". */
export function theirEvent(kind: TEventKind, ownerName: string): string {
  return kind === 'death' ? `the death of ${ownerName}` : `the incapacity of ${ownerName}`;
}

/** The label of the reported date: "Date of death", "Date of onset". */
export function eventDateLabel(kind: TEventKind): string {
  return kind === 'death' ? 'Date of death' : 'Date of onset';
}

/** Who reported it, as the reader knows them. */
export function reporterName(event: TTriggerEvent): string {
  return event.reportedByYou ? 'You' : event.reporterName;
}

/**
 * How a past event ended, in one line: "Stopped by Maria Rivera on Jun 2, 2026". An event
 * without an end (none are listed without one, but the shape allows it) says only its status.
 */
export function endedLine(event: TTriggerEvent): string {
  const status = EVENT_STATUS_LABELS[event.status];
  if (!event.endedAt) return status;
  const by = event.endedByName ? ` by ${event.endedByName}` : '';
  return `${status}${by} on ${formatMomentDay(event.endedAt)}`;
}
