import { createEventOverview } from './event-overview';
import { createEventReports } from './event-reports';
import type { TriggeringEventDeps } from './triggering-event-deps';
import { createTrustedContacts } from './trusted-contacts';

/**
 * Issue 15: the triggering event's lifecycle. Trusted contacts (who may report), the report, the
 * owner's stop and re-lock, an administrator's reversal, and the page's overview. The scheduled
 * reminders and the unlock are in event-job.ts.
 */
export function createTriggeringEventService(deps: TriggeringEventDeps) {
  const contacts = createTrustedContacts(deps);
  return {
    overview: createEventOverview(deps, contacts),
    contacts,
    events: createEventReports(deps),
  };
}

export type TriggeringEventService = ReturnType<typeof createTriggeringEventService>;
