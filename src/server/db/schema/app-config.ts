import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator switches (spec §3 app_config), e.g. `payment_required` → `{ "enabled": false }`. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  /**
   * `{ enabled }`, and for payment_required (issue 18) the admin's choice for people already on
   * beta_free; other switches may carry their own extra fields, read defensively.
   */
  value: jsonb('value').$type<{ enabled: boolean } & Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
