import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Logger } from '../../logger';
import type { ActivityLog } from '../family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { Mailer } from '../../platform/mail/mailer';

/**
 * What the triggering event's service and its parts (contacts, overview, reports) are built from.
 * Its own file so the parts need not import the service that assembles them.
 */
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
