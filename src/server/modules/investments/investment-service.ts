import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ASSET_CLASS_LABELS,
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  MICROS_PER_DOLLAR,
  type THolding,
  type THoldingValues,
  type TInvestmentAccount,
  type ZPriceInput,
  type ZInvestmentAccountInput,
} from '@shared/investments/investment-schemas';
import { holdingValueCents } from '@shared/investments/valuation';
import { holdings, investmentAccounts } from '../../db/schema';
import { isoDay } from '@shared/finance/household-summary';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { holdingColumns } from './holding-columns';
import type { HouseholdDeps } from '../household-deps';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { ownedCrud } from '../owned-crud';
import { dollars } from '../csv-export';
import { findHolding, investmentRows } from './investment-rows';
import { toAccountView, toHoldingView, type AccountWithHoldings } from './investment-view';
import {
  forgetOwnPrices,
  recordPrices,
  refreshHoldingPrices,
  type Executor,
} from './holding-prices';

const SUBJECT = 'investments';
const HOLDING_NOT_FOUND = 'This holding does not exist.';

function describe(row: { institutionName: string; accountName: string }): string {
  return `${row.institutionName} - ${row.accountName}`;
}

const CSV_COLUMNS = [
  'account_type',
  'institution',
  'account_name',
  'account_number',
  'symbol',
  'name',
  'asset_type',
  'quantity',
  'price',
  'price_date',
  'value',
  'cost_basis',
];

/** Every holding of the selected households, one line each. */
function csvLines(account: TInvestmentAccount) {
  return account.holdings.map((holding) => [
    INVESTMENT_ACCOUNT_TYPE_LABELS[account.type],
    account.institutionName,
    account.accountName,
    maskLastFour(account.accountNumberLast4),
    holding.symbol,
    holding.name,
    ASSET_CLASS_LABELS[holding.assetClass],
    String(holding.quantity),
    holding.price ? String(holding.price.priceMicros / MICROS_PER_DOLLAR) : '',
    holding.price?.asOf,
    dollars(holdingValueCents(holding)),
    dollars(holding.costBasisCents),
  ]);
}

/**
 * Issue 13: investment accounts (with beneficiary designations), their holdings, and the prices
 * those are valued at. Reads and writes go through access.ts like every household table; a
 * holding belongs to its account's household.
 */
export function createInvestmentService(deps: HouseholdDeps & { now?: () => Date }) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());
  const crud = ownedCrud({
    ...deps,
    subject: SUBJECT,
    section: 'investments',
    describe,
    rows: investmentRows,
    toView: toAccountView,
    notFound: 'This investment account does not exist.',
    sealedNumber: 'accountNumber',
    toColumns: (
      input: z.output<typeof ZInvestmentAccountInput>,
      _ownerId: string,
      existing?: AccountWithHoldings,
    ) => ({
      type: input.type,
      institutionName: input.institutionName,
      accountName: input.accountName,
      ownerName: input.ownerName,
      designation: input.designation,
      beneficiaries: input.beneficiaries,
      notes: input.notes,
      // Each screen sends what it shows: a field one of them leaves out is kept.
      balanceCents:
        input.balanceCents === undefined ? (existing?.balanceCents ?? null) : input.balanceCents,
      beneficiary:
        input.beneficiary === undefined ? (existing?.beneficiary ?? null) : input.beneficiary,
    }),
    csv: { columns: CSV_COLUMNS, lines: csvLines },
  });

  async function writableHolding(actor: Actor, id: string) {
    const row = await findHolding(db, id, await access.writableOwnerIds(actor, 'investments'));
    if (!row) throw AppError.notFound(HOLDING_NOT_FOUND);
    return row;
  }

  async function holdingView(id: string, ownerId: string): Promise<THolding> {
    const row = await findHolding(db, id, [ownerId]);
    if (!row) throw AppError.notFound(HOLDING_NOT_FOUND);
    return toHoldingView(row);
  }

  /** A price typed with the holding becomes a snapshot of its key; the holding then shows it. */
  async function saveHoldingPrice(
    executor: Executor,
    ownerId: string,
    input: THoldingValues,
    priceKey: string,
  ) {
    if (input.priceMicros === null) return refreshHoldingPrices(executor, ownerId, [priceKey]);
    return recordPrices(executor, ownerId, [
      {
        priceKey,
        asOf: input.priceAsOf ?? isoDay(now()),
        priceMicros: input.priceMicros,
        source: 'manual',
      },
    ]);
  }

  return {
    ...crud,

    /** Deletes the account and its holdings, with the prices its symbol-less holdings kept. */
    async remove(actor: Actor, id: string): Promise<void> {
      const account = await crud.findWritable(actor, id);
      await db.transaction(async (tx) => {
        await tx
          .delete(investmentAccounts)
          .where(and(eq(investmentAccounts.id, id), eq(investmentAccounts.userId, account.userId)));
        await forgetOwnPrices(
          tx,
          account.userId,
          account.holdings.filter((holding) => holding.symbol === null).map((each) => each.id),
        );
      });
      await activity.changed(actor, account.userId, 'delete', SUBJECT, describe(account));
    },

    async addHolding(actor: Actor, accountId: string, input: THoldingValues): Promise<THolding> {
      const account = await crud.findWritable(actor, accountId);
      const id = randomUUID();
      const columns = holdingColumns(input, id);
      await db.transaction(async (tx) => {
        await tx.insert(holdings).values({ id, accountId, userId: account.userId, ...columns });
        await saveHoldingPrice(tx, account.userId, input, columns.priceKey);
      });
      await activity.changed(
        actor,
        account.userId,
        'create',
        SUBJECT,
        holdingLabel(input, account),
      );
      return holdingView(id, account.userId);
    },

    async updateHolding(actor: Actor, id: string, input: THoldingValues): Promise<THolding> {
      const existing = await writableHolding(actor, id);
      const columns = holdingColumns(input, id);
      await db.transaction(async (tx) => {
        await tx
          .update(holdings)
          .set({ ...columns, updatedAt: now() })
          .where(and(eq(holdings.id, id), eq(holdings.userId, existing.userId)));
        await saveHoldingPrice(tx, existing.userId, input, columns.priceKey);
      });
      await activity.changed(actor, existing.userId, 'update', SUBJECT, input.symbol ?? input.name);
      return holdingView(id, existing.userId);
    },

    async removeHolding(actor: Actor, id: string): Promise<void> {
      const existing = await writableHolding(actor, id);
      await db.transaction(async (tx) => {
        await tx
          .delete(holdings)
          .where(and(eq(holdings.id, id), eq(holdings.userId, existing.userId)));
        await forgetOwnPrices(tx, existing.userId, [id]);
      });
      await activity.changed(
        actor,
        existing.userId,
        'delete',
        SUBJECT,
        existing.symbol ?? existing.name,
      );
    },

    /** A new price for the holding's symbol (or the holding itself), as of a day. */
    async setPrice(
      actor: Actor,
      id: string,
      input: z.output<typeof ZPriceInput>,
    ): Promise<THolding> {
      const existing = await writableHolding(actor, id);
      await db.transaction((tx) =>
        recordPrices(tx, existing.userId, [
          {
            priceKey: existing.priceKey,
            asOf: input.asOf,
            priceMicros: input.priceMicros,
            source: 'manual',
          },
        ]),
      );
      await activity.changed(
        actor,
        existing.userId,
        'update',
        SUBJECT,
        `Price of ${existing.symbol ?? existing.name}`,
      );
      return holdingView(id, existing.userId);
    },
  };
}

function holdingLabel(input: THoldingValues, account: AccountWithHoldings): string {
  return `${input.symbol ?? input.name} in ${describe(account)}`;
}

export type InvestmentService = ReturnType<typeof createInvestmentService>;
