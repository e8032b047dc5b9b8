import { and, asc, eq, inArray } from 'drizzle-orm';
import { ownedRows, type Queryable } from '../../db/owned-rows';
import { holdings, investmentAccounts } from '../../db/schema';
import type { AccountRow, AccountWithHoldings, HoldingRow } from './investment-view';

const accounts = ownedRows(investmentAccounts);
type NewAccountRow = typeof investmentAccounts.$inferInsert;

/** The holdings of these accounts, in a stable order (by name), one query for all of them. */
async function holdingsOf(db: Queryable, rows: AccountRow[]): Promise<AccountWithHoldings[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(holdings)
    .where(
      and(
        inArray(
          holdings.accountId,
          rows.map((row) => row.id),
        ),
        inArray(holdings.userId, [...new Set(rows.map((row) => row.userId))]),
      ),
    )
    .orderBy(asc(holdings.name), asc(holdings.id));
  const byAccount = new Map<string, HoldingRow[]>();
  for (const holding of found) {
    const list = byAccount.get(holding.accountId) ?? [];
    list.push(holding);
    byAccount.set(holding.accountId, list);
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
