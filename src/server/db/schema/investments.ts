import {
  bigint,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TBeneficiary } from '@shared/investments/investment-schemas';
import { users } from './auth';
import { accountColumns, ownership } from './finance';
import { requiredLink } from './links';

/** Issue 13: investment and retirement accounts, with how each passes at death. */
export const investmentAccounts = pgTable(
  'investment_accounts',
  {
    ...ownership,
    ...accountColumns,
    ownerName: text('owner_name'),
    designation: text('designation').notNull().default('none'),
    /** Validated by ZInvestmentAccountInput; read whole with the account, never queried into. */
    beneficiaries: jsonb('beneficiaries').$type<TBeneficiary[]>().notNull().default([]),
    notes: text('notes'),
    /**
     * The balance entered by hand (on either screen): the account's value while it has no
     * holdings. With holdings, the holdings are its value and this is kept, not shown.
     */
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    /** A beneficiary typed in one line (Financial Accounts' field), read while `designation` is none. */
    beneficiary: text('beneficiary'),
  },
  (table) => [index('investment_accounts_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Two investment accounts the owner said are not the same account, so their merge is not
 * proposed again. The pair is stored in id order (`first_id` < `second_id`).
 */
export const accountMergeRejections = pgTable(
  'account_merge_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredLink('user_id', () => users.id),
    firstId: requiredLink('first_id', () => investmentAccounts.id),
    secondId: requiredLink('second_id', () => investmentAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_merge_rejections_pair_idx').on(
      table.userId,
      table.firstId,
      table.secondId,
    ),
  ],
);

/**
 * A position inside an investment account. The latest two prices of its `price_key` are copied
 * here whenever a snapshot is added (holding-prices.ts), so the list reads no history.
 */
export const holdings = pgTable(
  'holdings',
  {
    ...ownership,
    accountId: requiredLink('account_id', () => investmentAccounts.id),
    symbol: text('symbol'),
    name: text('name').notNull(),
    assetClass: text('asset_class').notNull(),
    quantity: numeric('quantity', { precision: 28, scale: 8, mode: 'number' }).notNull(),
    costBasisCents: bigint('cost_basis_cents', { mode: 'number' }),
    /** The symbol, or `#<holding id>` for a holding without one: what its prices are kept under. */
    priceKey: text('price_key').notNull(),
    priceMicros: bigint('price_micros', { mode: 'number' }),
    priceAsOf: date('price_as_of'),
    priceSource: text('price_source'),
    previousPriceMicros: bigint('previous_price_micros', { mode: 'number' }),
    previousPriceAsOf: date('previous_price_as_of'),
    previousPriceSource: text('previous_price_source'),
  },
  (table) => [
    index('holdings_account_idx').on(table.accountId),
    index('holdings_user_price_key_idx').on(table.userId, table.priceKey),
  ],
);

/** Every price a household recorded, by day: hand-entered, imported, or from a quote provider. */
export const priceSnapshots = pgTable(
  'price_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredLink('user_id', () => users.id),
    priceKey: text('price_key').notNull(),
    asOf: date('as_of').notNull(),
    priceMicros: bigint('price_micros', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('price_snapshots_key_day_idx').on(table.userId, table.priceKey, table.asOf),
  ],
);
