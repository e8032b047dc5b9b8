import { index, integer, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Issue 18: every Stripe event id handled once (webhooks are delivered at least once). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 18 /document-analysis: one row per file the bill engine processed. Counts and timings
 * only, on purpose without a user or household: the admin screen must show nothing of anyone's.
 */
export const billProcessingRuns = pgTable(
  'bill_processing_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    succeeded: boolean('succeeded').notNull(),
    /** The engine's reason code when it failed (password, corrupt, empty, unsupported, timeout…). */
    failureReason: text('failure_reason'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bill_processing_runs_created_idx').on(table.createdAt)],
);

/** One row per reviewed field of a saved bill: kept, corrected or added. No values. */
export const billReviewOutcomes = pgTable(
  'bill_review_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    field: text('field').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bill_review_outcomes_created_idx').on(table.createdAt)],
);
