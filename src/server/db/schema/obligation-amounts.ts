import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { expenses } from './finance';
import { documents } from './documents';
import { requiredLink } from './links';

/** Where an amount in an obligation's history came from. */
export const AMOUNT_SOURCES = ['manual', 'bill_scan', 'edit', 'import'] as const;
export type AmountSource = (typeof AMOUNT_SOURCES)[number];

/**
 * Every amount an obligation has had (issue 12): the spec's obligation holds only its current
 * cost, which cannot show a trend or an unusual bill. A row is added when an obligation is
 * created or imported, when its cost is edited, and for every scanned bill saved to it, so
 * anomaly detection and forecasts (issue 16) have a history to read.
 */
export const obligationAmounts = pgTable(
  'obligation_amounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obligationId: requiredLink('obligation_id', () => expenses.id),
    /** The household owner, as on the obligation, so reads filter by household directly. */
    userId: requiredLink('user_id', () => users.id),
    amountCents: integer('amount_cents').notNull(),
    /** The bill's statement date for a scan; null when the amount was typed. */
    periodStart: date('period_start'),
    source: text('source', { enum: AMOUNT_SOURCES }).notNull(),
    /** The scanned bill, while it exists. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('obligation_amounts_obligation_idx').on(table.obligationId, table.createdAt),
    check(
      'obligation_amounts_source_check',
      sql`${table.source} in ('manual', 'bill_scan', 'edit', 'import')`,
    ),
  ],
);
