import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { requiredLink } from './links';

export const ACCOUNT_TYPES = ['primary', 'guest'] as const;

/** Spec §3 profiles: one per user, created at sign-up. */
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  username: text('username'),
  email: text('email').notNull(),
  accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull().default('primary'),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  householdName: text('household_name'),
  homeState: text('home_state'),
  onboardingStep: integer('onboarding_step').notNull().default(0),
  onboardingStartedAt: timestamp('onboarding_started_at', { withTimezone: true }),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  /** The areas the user chose to set up first, in the order shown. */
  onboardingPriorities: text('onboarding_priorities').array().notNull().default([]),
  onboardingCompletedExpenses: boolean('onboarding_completed_expenses').notNull().default(false),
  onboardingCompletedAssets: boolean('onboarding_completed_assets').notNull().default(false),
  onboardingCompletedInvestments: boolean('onboarding_completed_investments')
    .notNull()
    .default(false),
  onboardingCompletedDocuments: boolean('onboarding_completed_documents').notNull().default(false),
  onboardingCompletedFamily: boolean('onboarding_completed_family').notNull().default(false),
  onboardingCompletedAdvisors: boolean('onboarding_completed_advisors').notNull().default(false),
  isFirstLogin: boolean('is_first_login').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 subscriptions. One row per user; checkout (a later issue) updates it. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planType: text('plan_type').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true })
    .notNull()
    .defaultNow(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /** Issue 18: the Stripe objects behind a paid plan (null for beta_free). */
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  stripeCheckoutSessionId: text('stripe_checkout_session_id'),
  /** A lifetime purchase's payment, matched when a refund arrives. */
  stripePaymentIntentId: text('stripe_payment_intent_id'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const CONSENT_TYPES = ['marketing', 'data_sharing'] as const;

/** Spec §3 user_consent: unique per user and type. */
export const userConsent = pgTable(
  'user_consent',
  {
    userId: requiredLink('user_id', () => users.id),
    consentType: text('consent_type', { enum: CONSENT_TYPES }).notNull(),
    consented: boolean('consented').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.consentType] })],
);

/**
 * The links we email for address verification: a random token (stored hashed) standing for
 * better-auth's signed verification token, so the link is single-use and carries no email.
 */
export const emailVerificationLinks = pgTable(
  'email_verification_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredLink('user_id', () => users.id),
    signedToken: text('signed_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verification_links_user_idx').on(table.userId)],
);

/** Accepted TOTP codes, kept for a few minutes so that none can be used twice. */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: requiredLink('user_id', () => users.id),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('used_totp_codes_user_code_idx').on(table.userId, table.code)],
);
