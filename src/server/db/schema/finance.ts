import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { requiredLink } from './links';

export const ownership = {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The household owner (DESIGN.md §4): guests' rows carry their inviter's id. */
  userId: requiredLink('user_id', () => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const addressColumns = {
  addressStreet: text('address_street'),
  addressCity: text('address_city'),
  addressState: text('address_state'),
  addressZip: text('address_zip'),
  addressFull: text('address_full'),
};

/** A secret number stored sealed (platform/crypto/field-encryption.ts), with its last 4 for display. */
export const sealedNumber = (name: string) => ({
  sealed: text(`${name}_sealed`),
  last4: text(`${name}_last4`),
});

/** How a bank account and an investment account are named and numbered. */
export const accountColumns = {
  type: text('type').notNull(),
  institutionName: text('institution_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumberSealed: sealedNumber('account_number').sealed,
  accountNumberLast4: sealedNumber('account_number').last4,
};

/** Spec §3 Expense/Obligation. */
export const expenses = pgTable(
  'expenses',
  {
    ...ownership,
    category: text('category').notNull(),
    vendor: text('vendor').notNull(),
    costCents: integer('cost_cents').notNull().default(0),
    frequency: text('frequency').notNull().default('monthly'),
    description: text('description'),
    bankAccount: text('bank_account'),
    isAutoPay: boolean('is_auto_pay').notNull().default(false),
    autoPayDate: integer('auto_pay_date'),
    website: text('website'),
    vendorAccountSealed: sealedNumber('vendor_account').sealed,
    vendorAccountLast4: sealedNumber('vendor_account').last4,
    documentUrl: text('document_url'),
    entityName: text('entity_name'),
    homeSubcategory: text('home_subcategory'),
    outstandingLoanBalanceCents: integer('outstanding_loan_balance_cents'),
    ...addressColumns,
    /**
     * The fields above as GET /expenses lists them (JSON, null fields left out), written with
     * the row by `toExpenseColumns`. A household's list can be 5,000 obligations; reading one
     * column instead of twenty keeps it within DESIGN.md §8 (docs/adr/0004). What the list shows
     * of these fields changes only with a migration that rewrites this column.
     */
    listedFields: text('listed_fields').notNull(),
  },
  (table) => [index('expenses_user_created_idx').on(table.userId, table.createdAt)],
);

/** Spec §3 Asset: the household's financial accounts. */
export const assets = pgTable(
  'assets',
  {
    ...ownership,
    ...accountColumns,
    balanceCents: integer('balance_cents').notNull().default(0),
    ownerName: text('owner_name'),
    beneficiary: text('beneficiary'),
    notes: text('notes'),
    ...addressColumns,
  },
  (table) => [index('assets_user_created_idx').on(table.userId, table.createdAt)],
);

/** Homes and vehicles. */
export const properties = pgTable(
  'properties',
  {
    ...ownership,
    kind: text('kind').notNull(),
    name: text('name'),
    estimatedValueCents: integer('estimated_value_cents').notNull().default(0),
    homeType: text('home_type'),
    purchaseDate: date('purchase_date'),
    purchasePriceCents: integer('purchase_price_cents'),
    vehicleYear: integer('vehicle_year'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vin: text('vin'),
    ...addressColumns,
  },
  (table) => [index('properties_user_created_idx').on(table.userId, table.createdAt)],
);

/** Spec §3 Loan. */
export const loans = pgTable(
  'loans',
  {
    ...ownership,
    loanType: text('loan_type').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumberSealed: sealedNumber('account_number').sealed,
    accountNumberLast4: sealedNumber('account_number').last4,
    originalLoanAmountCents: integer('original_loan_amount_cents').notNull().default(0),
    currentOutstandingBalanceCents: integer('current_outstanding_balance_cents')
      .notNull()
      .default(0),
    /** Thousandths of a percent: 6.125 % is 6125. */
    interestRateThousandths: integer('interest_rate_thousandths'),
    monthlyPaymentCents: integer('monthly_payment_cents'),
    termMonths: integer('term_months'),
    startDate: date('start_date'),
    notes: text('notes'),
    relatedExpenseId: uuid('related_expense_id').references((): AnyPgColumn => expenses.id, {
      onDelete: 'set null',
    }),
    propertyId: uuid('property_id').references((): AnyPgColumn => properties.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('loans_user_created_idx').on(table.userId, table.createdAt),
    index('loans_related_expense_idx').on(table.relatedExpenseId),
  ],
);
