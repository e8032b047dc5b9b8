import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { addressColumns, ownership } from './finance';
import { requiredLink } from './links';

/** Issue 13: attorneys, CPAs, advisors, agents, bankers, outside executors, physicians. */
export const advisors = pgTable(
  'advisors',
  {
    ...ownership,
    name: text('name').notNull(),
    role: text('role').notNull(),
    firm: text('firm'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    ...addressColumns,
  },
  (table) => [index('advisors_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * What an advisor handles: an account, investment account, loan, property or insurance
 * obligation of the same household. A link whose item was deleted is simply not shown.
 */
export const advisorLinks = pgTable(
  'advisor_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: requiredLink('advisor_id', () => advisors.id),
    userId: requiredLink('user_id', () => users.id),
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (table) => [
    uniqueIndex('advisor_links_item_idx').on(table.advisorId, table.kind, table.targetId),
    index('advisor_links_user_idx').on(table.userId),
  ],
);
