import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which keys sealed this database's data (a one-way fingerprint per purpose, never the key), so a
 * start with a lost or replaced secrets file is refused instead of sealing new rows with a key
 * that cannot open the old ones.
 */
export const keyFingerprints = pgTable('key_fingerprints', {
  /** `encryption` (ENCRYPTION_KEY: account numbers and files) or `auth` (AUTH_SECRET: two-factor secrets). */
  purpose: text('purpose').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
