import { and, eq, inArray, sql } from 'drizzle-orm';
import type { THolding, TPriceSource } from '@shared/investments/investment-schemas';
import { ownedRows } from '../../db/owned-rows';
import type { Database } from '../../db/client';
import { holdings, investmentAccounts } from '../../db/schema';
import {
  toHoldingView,
  type AccountRow,
  type AccountWithHoldings,
  type HoldingRow,
} from './investment-view';

/** The database or a transaction: the list reads through the driver (`execute`). */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const accounts = ownedRows(investmentAccounts);
type NewAccountRow = typeof investmentAccounts.$inferInsert;

type ListedHolding = {
  id: string;
  accountId: string;
  symbol: string | null;
  name: string;
  assetClass: THolding['assetClass'];
  quantity: number;
  costBasisCents: number | null;
  priceMicros: number | null;
  priceAsOf: string | null;
  priceSource: TPriceSource | null;
  previousPriceMicros: number | null;
  previousPriceAsOf: string | null;
  previousPriceSource: TPriceSource | null;
};

/**
 * The holdings of these accounts, in a stable order (by name), one query for all of them and
 * straight from the driver: a household can hold thousands, and Drizzle's mapping of every column
 * of every row (timestamps into Dates the answer never sends) was most of the list's time.
 * Numbers come as float8 (exact for quantities of 8 decimals below 10^7 and for cents and micros
 * below 2^53) and days as text, so both drivers answer the same shapes.
 */
async function holdingsOf(db: Queryable, rows: AccountRow[]): Promise<AccountWithHoldings[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`
    select id, account_id as "accountId", symbol, name, asset_class as "assetClass",
      quantity::float8 as quantity, cost_basis_cents::float8 as "costBasisCents",
      price_micros::float8 as "priceMicros", price_as_of::text as "priceAsOf",
      price_source as "priceSource", previous_price_micros::float8 as "previousPriceMicros",
      previous_price_as_of::text as "previousPriceAsOf",
      previous_price_source as "previousPriceSource"
    from ${holdings}
    where ${inArray(
      holdings.accountId,
      rows.map((row) => row.id),
    )} and ${inArray(holdings.userId, [...new Set(rows.map((row) => row.userId))])}
    order by name, id`);
  const byAccount = new Map<string, THolding[]>();
  for (const row of (result as { rows: ListedHolding[] }).rows) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push(toHoldingView(row));
    byAccount.set(row.accountId, list);
  }
  return rows.map((row) => ({ ...row, holdings: byAccount.get(row.id) ?? [] }));
}

/**
 * Investment accounts with their holdings, for ownedCrud: every read and write is scoped to the
 * owner ids access.ts allowed, as for the other household tables.
 */
export const investmentRows = {
  async list(db: Queryable, ownerIds: string[]): Promise<AccountWithHoldings[]> {
    return holdingsOf(db, await accounts.list(db, ownerIds));
  },
  async find(db: Queryable, id: string, ownerIds: string[]): Promise<AccountWithHoldings | null> {
    const row = await accounts.find(db, id, ownerIds);
    return row ? ((await holdingsOf(db, [row]))[0] ?? null) : null;
  },
  async insert(db: Queryable, values: NewAccountRow): Promise<AccountWithHoldings> {
    return { ...(await accounts.insert(db, values)), holdings: [] };
  },
  async update(
    db: Queryable,
    id: string,
    ownerId: string,
    values: Partial<NewAccountRow>,
  ): Promise<AccountWithHoldings | null> {
    const row = await accounts.update(db, id, ownerId, values);
    return row ? ((await holdingsOf(db, [row]))[0] ?? null) : null;
  },
  remove: (db: Queryable, id: string, ownerIds: string[]) => accounts.remove(db, id, ownerIds),
};

/** One holding of the given households, or null. */
export async function findHolding(
  db: Queryable,
  id: string,
  ownerIds: string[],
): Promise<HoldingRow | null> {
  if (ownerIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(holdings)
    .where(and(eq(holdings.id, id), inArray(holdings.userId, ownerIds)));
  return row ?? null;
}
