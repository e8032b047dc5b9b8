import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { ActivityLog } from '../family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';

export type EventPlanDeps = {
  db: Database;
  access: Access;
  cipher: FieldCipher;
  activity: ActivityLog;
  now?: () => Date;
};

/** Issue 15: the plan of an event (filled in by the event-plan work). */
export function createEventPlanService(deps: EventPlanDeps) {
  return { deps };
}

export type EventPlanService = ReturnType<typeof createEventPlanService>;
