import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { ActivityLog } from '../family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { createExecutorLogService } from './executor-log-service';
import { createLetterService } from './letters/letter-service';
import { createPlanService } from './plan-service';
import { createRunwayService } from './runway-service';

export type EventPlanServiceDeps = {
  db: Database;
  access: Access;
  cipher: FieldCipher;
  activity: ActivityLog;
  now?: () => Date;
};

/**
 * Issue 15: the plan of an event (read, previewed, worked), the executor's log, the survivor
 * runway and the letters. "Today" comes from the app clock, so due dates and tests agree.
 */
export function createEventPlanService(deps: EventPlanServiceDeps) {
  const settled = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    plans: createPlanService(settled),
    log: createExecutorLogService(settled),
    runway: createRunwayService(settled),
    letters: createLetterService(settled),
  };
}

export type EventPlanService = ReturnType<typeof createEventPlanService>;
