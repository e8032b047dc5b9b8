import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, holdings, investmentAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Executor } from '../investments/holding-prices';
import { repointAccountLinks, type Ledger } from './account-links';

/** What both tables keep of an account, copied whole when it moves. */
type SharedColumns = Pick<
  typeof assets.$inferSelect,
  | 'id'
  | 'userId'
  | 'createdAt'
  | 'type'
  | 'institutionName'
  | 'accountName'
  | 'accountNumberSealed'
  | 'accountNumberLast4'
  | 'ownerName'
  | 'notes'
  | 'beneficiary'
>;

function shared(row: SharedColumns): SharedColumns {
  const { id, userId, createdAt, type, institutionName, accountName, ownerName, notes } = row;
  const { accountNumberSealed, accountNumberLast4, beneficiary } = row;
  return {
    ...{ id, userId, createdAt, type, institutionName, accountName, ownerName, notes },
    ...{ accountNumberSealed, accountNumberLast4, beneficiary },
  };
}

/**
 * Copies the row into the other table, points every link at it there and deletes the old row,
 * in one transaction: the account keeps its id and nothing is left behind.
 */
async function move(
  db: Database,
  ownerId: string,
  id: string,
  ledgers: { from: Ledger; to: Ledger },
  copy: (tx: Executor) => PromiseLike<unknown>,
  removeOld: (tx: Executor) => PromiseLike<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await copy(tx);
    await repointAccountLinks(
      tx,
      ownerId,
      { ledger: ledgers.from, id },
      { ledger: ledgers.to, id },
    );
    await removeOld(tx);
  });
}

/**
 * An account whose type changes from a bank-side kind to an investment kind moves to the
 * investment ledger under the same id; the caller then saves the edit through that ledger.
 */
export async function moveToInvestmentLedger(db: Database, ownerId: string, id: string) {
  const where = and(eq(assets.id, id), eq(assets.userId, ownerId));
  const [row] = await db.select().from(assets).where(where);
  if (!row) throw AppError.notFound('This account does not exist.');
  await move(
    db,
    ownerId,
    id,
    { from: 'accounts', to: 'investments' },
    (tx) =>
      tx.insert(investmentAccounts).values({ ...shared(row), balanceCents: row.balanceCents }),
    (tx) => tx.delete(assets).where(where),
  );
}

/** Refused while the account has holdings or named beneficiaries, which a bank account cannot keep. */
export async function moveToAccountsLedger(db: Database, ownerId: string, id: string) {
  const where = and(eq(investmentAccounts.id, id), eq(investmentAccounts.userId, ownerId));
  const [row] = await db.select().from(investmentAccounts).where(where);
  if (!row) throw AppError.notFound('This investment account does not exist.');
  const [holding] = await db
    .select({ id: holdings.id })
    .from(holdings)
    .where(eq(holdings.accountId, id))
    .limit(1);
  if (holding || row.designation !== 'none')
    throw AppError.validation({
      type: 'This account has holdings or named beneficiaries on Investments, which this type of account cannot keep. Remove them there first, or keep an investment type.',
    });
  await move(
    db,
    ownerId,
    id,
    { from: 'investments', to: 'accounts' },
    (tx) => tx.insert(assets).values({ ...shared(row), balanceCents: row.balanceCents ?? 0 }),
    (tx) => tx.delete(investmentAccounts).where(where),
  );
}
