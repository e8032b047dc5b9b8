import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Spec §3 waitlist entry: visitors from outside the US. */
export const waitlistEntries = pgTable('waitlist_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  age: integer('age').notNull(),
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const campaign = {
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
};

/** Spec §7 track-event. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...campaign,
    pageUrl: text('page_url'),
    referrer: text('referrer'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_idx').on(table.eventName, table.createdAt)],
);

/** Spec §7 track-conversion; values in cents, currency USD. */
export const analyticsConversions = pgTable('analytics_conversions', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversionType: text('conversion_type').notNull(),
  conversionValueCents: integer('conversion_value_cents').notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  sessionId: text('session_id'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  ...campaign,
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
