import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, holdings, investmentAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { repointAccountLinks } from './account-links';

/**
 * An account whose type changes from a bank-side kind to an investment kind (or back) moves to
 * the other ledger's table under the same id, with everything that links to it; the caller then
 * saves the edit through that ledger's service. Nothing is left behind: the row is copied whole
 * and deleted only in the same transaction.
 */
export async function moveToInvestmentLedger(
  db: Database,
  ownerId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), eq(assets.userId, ownerId)));
    if (!row) throw AppError.notFound('This account does not exist.');
    await tx.insert(investmentAccounts).values({
      id: row.id,
      userId: row.userId,
      createdAt: row.createdAt,
      type: row.type,
      institutionName: row.institutionName,
      accountName: row.accountName,
      accountNumberSealed: row.accountNumberSealed,
      accountNumberLast4: row.accountNumberLast4,
      ownerName: row.ownerName,
      notes: row.notes,
      balanceCents: row.balanceCents,
      beneficiary: row.beneficiary,
    });
    await repointAccountLinks(
      tx,
      ownerId,
      { ledger: 'accounts', id },
      { ledger: 'investments', id },
    );
    await tx.delete(assets).where(and(eq(assets.id, id), eq(assets.userId, ownerId)));
  });
}

/** Refused while the account has holdings or named beneficiaries, which a bank account cannot keep. */
export async function moveToAccountsLedger(
  db: Database,
  ownerId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(investmentAccounts)
      .where(and(eq(investmentAccounts.id, id), eq(investmentAccounts.userId, ownerId)));
    if (!row) throw AppError.notFound('This investment account does not exist.');
    const [holding] = await tx
      .select({ id: holdings.id })
      .from(holdings)
      .where(eq(holdings.accountId, id))
      .limit(1);
    if (holding || row.designation !== 'none')
      throw AppError.validation({
        type: 'This account has holdings or named beneficiaries on Investments, which this type of account cannot keep. Remove them there first, or keep an investment type.',
      });
    await tx.insert(assets).values({
      id: row.id,
      userId: row.userId,
      createdAt: row.createdAt,
      type: row.type,
      institutionName: row.institutionName,
      accountName: row.accountName,
      accountNumberSealed: row.accountNumberSealed,
      accountNumberLast4: row.accountNumberLast4,
      ownerName: row.ownerName,
      notes: row.notes,
      balanceCents: row.balanceCents ?? 0,
      beneficiary: row.beneficiary,
    });
    await repointAccountLinks(
      tx,
      ownerId,
      { ledger: 'investments', id },
      { ledger: 'accounts', id },
    );
    await tx
      .delete(investmentAccounts)
      .where(and(eq(investmentAccounts.id, id), eq(investmentAccounts.userId, ownerId)));
  });
}
