import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { ActivityLog } from '../family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { Mailer } from '../../platform/mail/mailer';

export type TriggeringEventDeps = {
  db: Database;
  access: Access;
  cipher: FieldCipher;
  activity: ActivityLog;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
};

/** Issue 15: the event's lifecycle (filled in by the triggering-event work). */
export function createTriggeringEventService(deps: TriggeringEventDeps) {
  return { deps };
}

export type TriggeringEventService = ReturnType<typeof createTriggeringEventService>;
