import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator switches (spec §3 app_config), e.g. `payment_required` → `{ "enabled": false }`. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<{ enabled: boolean }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
