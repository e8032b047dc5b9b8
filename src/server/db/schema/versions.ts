import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

// Both counters are bumped by triggers (migration 0009) in the same transaction as the change, so
// no write path can forget them and every app node sees them at once (DESIGN.md §5). No foreign
// keys: a trigger may bump the counter of a user being deleted.

/**
 * One counter per household, bumped by every write to its obligations, accounts, loans,
 * properties or documents. The lists' ETags are made from it (http/list-etag.ts).
 */
export const householdVersions = pgTable('household_versions', {
  ownerId: uuid('owner_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The same counter per household and table (migration 0017, the same triggers), so a reader of
 * several tables (the AI Insights snapshot) reads again only what a write changed.
 */
export const householdTableVersions = pgTable(
  'household_table_versions',
  {
    ownerId: uuid('owner_id').notNull(),
    tableName: text('table_name').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.tableName] })],
);

/**
 * One counter per user, bumped whenever what their sessions may do changes: a session ended or
 * touched, their profile, account or role changed, a family connection of theirs added, changed
 * or removed. A cached session is used only while its counter is unchanged (auth/session-cache.ts).
 */
export const accessVersions = pgTable('access_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
