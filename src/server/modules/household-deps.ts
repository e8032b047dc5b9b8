import type { Database } from '../db/client';
import type { Access } from '../auth/access';
import type { FieldCipher } from '../platform/crypto/field-encryption';
import type { ActivityLog } from './family/activity-log';

/** What every household-data service is built from. */
export type HouseholdDeps = {
  db: Database;
  access: Access;
  cipher: FieldCipher;
  activity: ActivityLog;
};
