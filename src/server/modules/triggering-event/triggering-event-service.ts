import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Logger } from '../../logger';
import type { ActivityLog } from '../family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { Mailer } from '../../platform/mail/mailer';
import { createEventOverview } from './event-overview';
import { createEventReports } from './event-reports';
import { createTrustedContacts } from './trusted-contacts';

export type TriggeringEventDeps = {
  db: Database;
  access: Access;
  cipher: FieldCipher;
  activity: ActivityLog;
  mailer: Mailer;
  appUrl: string;
  /** Where a mail that could not be sent is reported (the step itself still happens). */
  logger?: Pick<Logger, 'warn'>;
  now?: () => Date;
  /**
   * The clock sign-ins are stamped on, for the fresh sign-in a stop or re-lock needs: real time
   * under the dev clock (sessions keep real time); by default `now`, so a test's fake clock can
   * age a session.
   */
  sessionNow?: () => Date;
};

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
