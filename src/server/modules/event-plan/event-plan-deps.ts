import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { ActivityLog } from '../family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';

/** What the plan's services are built from, with the app clock settled. */
export type EventPlanDeps = {
  db: Database;
  access: Access;
  cipher: FieldCipher;
  activity: ActivityLog;
  now: () => Date;
};
