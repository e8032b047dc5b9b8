import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative: drizzle-kit reads the schema without the app's path aliases.
import { RECURRING_FREQUENCIES } from '../../../shared/statements/statement-types';
import { users } from './auth';
import { requiredLink } from './links';

/**
 * A household's pay, as a statement import found it and the person kept it (issue 40 item 4):
 * one row per payer, so a bill due just before payday can be pointed out. A later import of the
 * same payer updates its row. Only what the statements showed is kept: no account, no
 * transaction.
 */
export const incomeStreams = pgTable(
  'income_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredLink('user_id', () => users.id),
    /** The payer as the statement printed it, spaces collapsed and upper case ("ACME PAYROLL"). */
    label: text('label').notNull(),
    cadence: text('cadence', { enum: RECURRING_FREQUENCIES }).notNull(),
    typicalAmountCents: integer('typical_amount_cents').notNull(),
    lastPaidOn: date('last_paid_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('income_streams_user_label_idx').on(table.userId, table.label),
    check(
      'income_streams_cadence_check',
      sql`${table.cadence} in ('weekly', 'biweekly', 'monthly', 'quarterly', 'bi-annual', 'yearly')`,
    ),
    check('income_streams_amount_check', sql`${table.typicalAmountCents} > 0`),
  ],
);
