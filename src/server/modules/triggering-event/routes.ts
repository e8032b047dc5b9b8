import { createRouter } from '../../http/router';
import type { TriggeringEventService } from './triggering-event-service';

/** Issue 15: trusted contacts, reporting, stopping and re-locking an event. */
export function triggeringEventRoutes(_service: TriggeringEventService) {
  return createRouter();
}
